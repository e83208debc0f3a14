import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { MAX_SESSION_INVOICES } from "@/server/checkout-sessions/choose-rail";
import { trpcCodeOf, trpcErrorOf } from "@/server/testing/trpc";
import { createCallerFactory } from "@/server/trpc/init";
import { PAYER_ACTIONS_PER_MINUTE } from "@/server/trpc/payer-rate-limit";
import { appRouter } from "@/server/trpc/root";
import { sandboxSellerOfPixAndBtc } from "@/server/testing/sandbox-seller";

const createCaller = createCallerFactory(appRouter);
const payerAt = async (clientAddress: string) => createCaller({ db: await getDb(), actor: null, requestId: "test", clientAddress });

async function sellerOfPixAndBtc() {
  const db = await getDb();
  return (await sandboxSellerOfPixAndBtc(db)).merchant;
}

/** The clock stands at the start of a minute, so every hit of a test falls in one window of the limit. */
function startOfAMinute() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the payer's public actions", () => {
  it("limits a client's choices on one session per minute; another client or session is counted apart", async () => {
    startOfAMinute();
    const merchant = await sellerOfPixAndBtc();
    const session = await merchant.checkoutSessions.create({ amount: 10, currency: "BRL" });
    const other = await merchant.checkoutSessions.create({ amount: 10, currency: "BRL" });
    const payer = await payerAt("203.0.113.7");
    for (let choice = 0; choice < PAYER_ACTIONS_PER_MINUTE; choice += 1) {
      await payer.checkoutSessions.choose({ sessionId: session.id, rail: "PIX" });
    }
    expect(await trpcCodeOf(payer.checkoutSessions.choose({ sessionId: session.id, rail: "PIX" }))).toBe("TOO_MANY_REQUESTS");
    expect(await trpcCodeOf(payer.checkoutSessions.finishByPix({ sessionId: session.id }))).toBe("TOO_MANY_REQUESTS");
    await expect((await payerAt("198.51.100.4")).checkoutSessions.choose({ sessionId: session.id, rail: "PIX" })).resolves.toBeTruthy();
    await expect(payer.checkoutSessions.choose({ sessionId: other.id, rail: "PIX" })).resolves.toBeTruthy();
  });

  it("limits a client's visits that start sessions of one payment link", async () => {
    startOfAMinute();
    const merchant = await sellerOfPixAndBtc();
    const link = await merchant.paymentLinks.create({ title: "Café", currency: "brl", amount: 8 });
    const payer = await payerAt("203.0.113.8");
    for (let visit = 0; visit < PAYER_ACTIONS_PER_MINUTE; visit += 1) {
      await payer.paymentLinks.start({ slug: link.slug });
    }
    expect(await trpcCodeOf(payer.paymentLinks.start({ slug: link.slug }))).toBe("TOO_MANY_REQUESTS");
  });

  it(`caps a session at ${MAX_SESSION_INVOICES} invoices with a clear error`, async () => {
    const merchant = await sellerOfPixAndBtc();
    const session = await merchant.checkoutSessions.create({ amount: 10, currency: "BRL" });
    // A fresh client address for each choice keeps the per-client limit out of this count.
    for (let choice = 0; choice < MAX_SESSION_INVOICES; choice += 1) {
      const payer = await payerAt(`192.0.2.${choice + 1}`);
      await payer.checkoutSessions.choose({ sessionId: session.id, rail: choice % 2 === 0 ? "PIX" : "BTC" });
    }
    expect((await merchant.checkoutSessions.get({ id: session.id })).invoices).toHaveLength(MAX_SESSION_INVOICES);
    // The same rail again answers the invoice it has, creating nothing.
    await expect((await payerAt("192.0.2.100")).checkoutSessions.choose({ sessionId: session.id, rail: "BTC" })).resolves.toBeTruthy();
    const refused = await trpcErrorOf((await payerAt("192.0.2.101")).checkoutSessions.choose({ sessionId: session.id, rail: "PIX" }));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toMatch(/limit/);
    expect((await merchant.checkoutSessions.get({ id: session.id })).invoices).toHaveLength(MAX_SESSION_INVOICES);
  });
});
