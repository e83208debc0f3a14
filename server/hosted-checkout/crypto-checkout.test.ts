import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertTestInvoice } from "@/server/testing/invoices";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";

describe("crypto checkout (public)", () => {
  it("shows the payer what to send, then the rest after a partial payment, without private fields", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db, { sandbox: true });
    const invoice = await insertTestInvoice(db, {
      userId: user.id,
      payCurrency: "USDTBSC",
      payAddress: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      amountDueBase: "20000000000000000000",
      externalReference: "order-secret-42",
      customerEmail: "payer@example.com",
    });
    const anonymous = await callerFor(null);
    const open = await anonymous.checkout.crypto({ checkoutId: invoice.checkoutId });
    expect(open).toMatchObject({
      status: "WAITING_PAYMENT",
      amountDue: "20",
      amountRemaining: "20",
      address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      tokenNetwork: "bsc",
      qr: { size: expect.any(Number), path: expect.stringMatching(/^M/) },
      walletUri: expect.stringContaining("transfer?address=0x90F79bf6EB2c4f870365E785982E1f101E93b906&uint256=20000000000000000000"),
    });
    // The order reference is the payer's own purchase; the customer's data and ids stay out.
    expect(open.reference).toBe("order-secret-42");
    const text = JSON.stringify(open);
    for (const secret of ["payer@example.com", `"userId"`, `"user_id"`]) expect(text).not.toContain(secret);

    await (await callerFor(actor)).lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "partial" });
    const partial = await anonymous.checkout.crypto({ checkoutId: invoice.checkoutId });
    expect(partial).toMatchObject({ status: "PARTIALLY_PAID", amountPaid: "10", amountRemaining: "10" });
    expect(partial.walletUri).toContain("uint256=10000000000000000000");
    // The QR asks for the rest now.
    expect(partial.qr?.path).not.toBe(open.qr?.path);
  });

  it("shows an open invoice past its expiry as expired, without the address", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const view = await (await callerFor(null)).checkout.crypto({ checkoutId: invoice.checkoutId });
    expect(view).toMatchObject({ status: "EXPIRED", address: null, qr: null, walletUri: null });
  });

  it("answers not found for an unknown checkout id", async () => {
    const caller = await callerFor(null);
    expect(await trpcCodeOf(caller.checkout.crypto({ checkoutId: "x".repeat(24) }))).toBe("NOT_FOUND");
  });
});
