import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { randomAccountKey, testAddresses, testKeys } from "@/server/testing/keys";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";

const payment = {
  amount: 350000,
  fiat_currency: "BRL",
  pay_currency: "BTC",
  customer_name: "Bia Lima",
  customer_email: "bia@example.com",
  external_reference: "dash-1",
};

describe("wallets and invoices through tRPC", () => {
  it("registers a wallet, creates a payment and reads it back through the same services as REST", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const caller = await callerFor(actor);

    const preview = await caller.wallets.preview({ currency: "btc", xpub: testKeys.bitcoinZpub });
    expect(preview.preview.slice(0, 2)).toEqual(testAddresses.bitcoin);
    expect(await caller.wallets.list()).toEqual([]);
    const wallet = await caller.wallets.set({ currency: "BTC", xpub: testKeys.bitcoinZpub });
    expect(wallet.preview).toEqual(preview.preview);
    expect((await caller.wallets.list()).map((entry) => entry.chain)).toEqual(["bitcoin"]);

    const created = await caller.invoices.createCryptoPayment(payment);
    expect(created).toMatchObject({ status: "WAITING_PAYMENT", pay_address: `${testAddresses.bitcoin[0]}?amount=1`, amount: 350000 });

    const invoice = await caller.invoices.get({ id: created.id });
    expect(invoice).toMatchObject({ id: created.id, user_id: actor.userId, derivation_index: 0, rate_source: "static" });
    const timeline = await caller.invoices.timeline({ id: created.id });
    expect(timeline).toMatchObject([{ from: null, to: "WAITING_PAYMENT", reason: "created" }]);

    const page = await caller.invoices.list({ status: "waiting_payment", orderBy: "amount.DESC" });
    expect(page.pagination).toEqual({ page: 1, quantityPerPage: 10, total: 1, totalPages: 1 });
    expect(page.data[0]?.id).toBe(created.id);
  });

  it("keeps merchants to their own invoices and staff-only filters", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const admin = await createUser(db, { role: "admin" });
    const ownerCaller = await callerFor(owner.actor);
    await ownerCaller.wallets.set({ currency: "ETH", xpub: randomAccountKey("evm") });
    const created = await ownerCaller.invoices.createCryptoPayment({ ...payment, pay_currency: "eth" });

    const strangerCaller = await callerFor(stranger.actor);
    expect(await trpcCodeOf(strangerCaller.invoices.get({ id: created.id }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf(strangerCaller.invoices.timeline({ id: created.id }))).toBe("NOT_FOUND");
    expect((await strangerCaller.invoices.list({})).pagination.total).toBe(0);
    expect(await trpcCodeOf(strangerCaller.invoices.list({ user_id: owner.user.id }))).toBe("FORBIDDEN");

    const adminCaller = await callerFor(admin.actor);
    expect((await adminCaller.invoices.get({ id: created.id })).id).toBe(created.id);
    expect((await adminCaller.invoices.list({ user_id: owner.user.id })).pagination.total).toBe(1);
  });

  it("refuses anonymous callers, invalid input and a missing wallet", async () => {
    const db = await getDb();
    const anonymous = await callerFor(null);
    expect(await trpcCodeOf(anonymous.invoices.list({}))).toBe("UNAUTHORIZED");
    expect(await trpcCodeOf(anonymous.wallets.list())).toBe("UNAUTHORIZED");
    const { actor } = await createUser(db);
    const caller = await callerFor(actor);
    expect(await trpcCodeOf(caller.invoices.createCryptoPayment({ ...payment, amount: 1.234 }))).toBe("BAD_REQUEST");
    expect(await trpcCodeOf(caller.invoices.createCryptoPayment(payment))).toBe("UNPROCESSABLE_CONTENT");
    expect(await trpcCodeOf(caller.wallets.set({ currency: "BTC", xpub: "xpub-nonsense" }))).toBe("BAD_REQUEST");
  });
});
