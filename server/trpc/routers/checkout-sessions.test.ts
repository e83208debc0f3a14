import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf, trpcErrorOf } from "@/server/testing/trpc";
import { sandboxSellerOfPixAndBtc } from "@/server/testing/sandbox-seller";

describe("checkoutSessions router", () => {
  it("creates a session from the dashboard, reads and lists it; the payer sees no customer data", async () => {
    const db = await getDb();
    const { actor } = await createUser(db, { sandbox: true });
    const merchant = await callerFor(actor);
    const created = await merchant.checkoutSessions.create({ amount: 12.34, currency: "usd", customer_email: "bia@example.com" });
    expect(created).toMatchObject({ status: "OPEN", amount: 12.34, currency: "USD", customer_email: "bia@example.com", invoices: [] });
    expect(await merchant.checkoutSessions.get({ id: created.id })).toEqual(created);
    expect((await merchant.checkoutSessions.list({})).data.map((session) => session.id)).toEqual([created.id]);

    const view = await (await callerFor(null)).checkoutSessions.view({ sessionId: created.id });
    expect(view).toMatchObject({ id: created.id, amount: 12.34, currency: "USD", rails: { pix: false, crypto: [] }, canChoose: true });
    expect(JSON.stringify(view)).not.toContain("bia@example.com");
  });

  it("refuses an anonymous create and names bad fields", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    expect(await trpcCodeOf((await callerFor(null)).checkoutSessions.create({ amount: 1, currency: "BRL" }))).toBe("UNAUTHORIZED");
    const error = await trpcErrorOf((await callerFor(actor)).checkoutSessions.create({ amount: 1.234, currency: "BRL" }));
    expect(error.code).toBe("BAD_REQUEST");
  });

  it("expires a session whose time ran out with no invoice open, once, and then refuses a choice", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const merchant = await callerFor(actor);
    const expiresAt = new Date(Date.now() + 60_000);
    const created = await merchant.checkoutSessions.create({ amount: 5, currency: "BRL", expires_at: expiresAt.toISOString() });
    expect(await settleCheckoutSessions(db)).toMatchObject({ settled: 0 });
    const later = new Date(expiresAt.getTime() + 1000);
    expect((await settleCheckoutSessions(db, later)).settled).toBeGreaterThanOrEqual(1);
    expect(await merchant.checkoutSessions.get({ id: created.id })).toMatchObject({ status: "EXPIRED", version: 2 });
    await settleCheckoutSessions(db, later);
    expect(await merchant.checkoutSessions.get({ id: created.id })).toMatchObject({ status: "EXPIRED", version: 2 });
    expect(await trpcCodeOf((await callerFor(null)).checkoutSessions.choose({ sessionId: created.id, rail: "BTC" }))).toBe("CONFLICT");
    expect(await trpcCodeOf(merchant.checkoutSessions.get({ id: "cs_unknown" }))).toBe("NOT_FOUND");
  });

  it("finishes a short crypto payment of a USD session by PIX: the crypto still due at today's BRL rate, rounded up", async () => {
    const db = await getDb();
    const { actor, merchant } = await sandboxSellerOfPixAndBtc(db);
    const payer = await callerFor(null);
    const created = await merchant.checkoutSessions.create({ amount: 100, currency: "USD" });
    // No PIX for a USD session: PIX moves reais only.
    expect((await payer.checkoutSessions.view({ sessionId: created.id })).rails.pix).toBe(false);
    const btc = await payer.checkoutSessions.choose({ sessionId: created.id, rail: "BTC" });
    expect(btc.invoice.amount_due).toBe("0.00153847"); // 100 USD at 65000, rounded up
    await simulatePayment(db, actor, { invoiceId: btc.invoice.id, kind: "partial" }); // 0.00076923 BTC
    const rest = await payer.checkoutSessions.finishByPix({ sessionId: created.id });
    // 0.00076924 BTC still due at 350000 BRL/BTC is 269.234 BRL, asked as 269.24.
    expect(rest.invoice).toMatchObject({ gateway: "pix", pay_currency: "BRL", amount_due: "269.24", role: "remainder" });
  });
});
