import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { checkoutSessions } from "@/db/schema";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { createUser } from "@/server/testing/fixtures";
import { randomAccountKey } from "@/server/testing/keys";
import { callerFor } from "@/server/testing/trpc";
import { latePaymentHorizon, settleCheckoutSessions } from "./settle-sessions";

/** A session the tick expired at `expiredAt` whose BTC invoice was then paid late. */
async function expiredSessionPaidLate(expiredAt: Date) {
  const db = await getDb();
  const { actor, user } = await createUser(db, { sandbox: true });
  await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
  const merchant = await callerFor(actor);
  const session = await merchant.checkoutSessions.create({ amount: 10, currency: "USD" });
  const chosen = await (await callerFor(null)).checkoutSessions.choose({ sessionId: session.id, rail: "BTC" });
  await simulatePayment(db, actor, { invoiceId: chosen.invoice.id });
  await db.update(checkoutSessions).set({ status: "EXPIRED", expiredAt }).where(eq(checkoutSessions.publicId, session.id));
  return { merchant, sessionId: session.id };
}

describe("settling checkout sessions", () => {
  it("pays an expired session whose invoice was paid late, within the late-payment horizon only", async () => {
    const now = new Date();
    const horizon = latePaymentHorizon(now);
    const recent = await expiredSessionPaidLate(new Date(horizon.getTime() + 60_000));
    const old = await expiredSessionPaidLate(new Date(horizon.getTime() - 60_000));

    expect(await settleCheckoutSessions(await getDb(), now)).toEqual({ settled: 1 });
    expect(await recent.merchant.checkoutSessions.get({ id: recent.sessionId })).toMatchObject({ status: "PAID" });
    expect(await old.merchant.checkoutSessions.get({ id: old.sessionId })).toMatchObject({ status: "EXPIRED" });
    expect(await settleCheckoutSessions(await getDb(), now)).toEqual({ settled: 0 });
  });
});
