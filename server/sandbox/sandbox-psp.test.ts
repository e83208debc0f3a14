import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";
import { stopSandboxPsp } from "./sandbox-psp";

afterAll(() => stopSandboxPsp());

async function sandboxMerchant() {
  const db = await getDb();
  const merchant = await createUser(db, { sandbox: true });
  await setPixProfile(db, merchant.actor, { key: `sandbox-${merchant.actor.userId}@example.com`, legalName: "Loja Sandbox", document: "52998224725", city: "Recife" });
  return callerFor(merchant.actor);
}

describe("the sandbox's simulated PSP", () => {
  it("connects over mutual TLS, charges, pays with a callback, and refunds half", async () => {
    const caller = await sandboxMerchant();
    const connection = await caller.pix.connectSimulator();
    expect(connection).toMatchObject({ certificateKind: "pem", webhookStatus: "registered" });
    expect(connection.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const check = await caller.pix.testConnection();
    expect(check.ok).toBe(true);

    const payment = await caller.pix.createPayment({ clientMode: "noNeedToSpecify", amount: 20, expire_at: new Date(Date.now() + 3_600_000).toISOString() });
    const paid = await caller.pix.payInSimulator({ invoiceId: payment.id });
    // APP_URL does not reach the test process: the callback is handled in process, the same way.
    expect(paid.results).toBe("confirmed");
    expect(await caller.invoices.get({ id: String(payment.id) })).toMatchObject({ status: "PAID", amount_paid: "20" });

    const refund = await caller.withdrawals.createRefund({ invoiceId: payment.id, refund: { basis: "invoice_rate", amount: 10 } });
    expect(refund).toMatchObject({ gateway: "pix", status: "COMPLETED", amount_due: "10" });
  });

  it("is for sandbox merchants only", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const caller = await callerFor(actor);
    expect(await trpcCodeOf(caller.pix.connectSimulator())).toBe("FORBIDDEN");
  });
});
