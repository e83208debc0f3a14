import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertTestInvoice } from "@/server/testing/invoices";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";

describe("lifecycle router", () => {
  it("cancels and marks paid the merchant's own invoices, and shows them on the timeline", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const caller = await callerFor(actor);
    const first = await insertTestInvoice(db, { userId: user.id });
    const second = await insertTestInvoice(db, { userId: user.id });

    expect(await caller.lifecycle.cancel({ invoiceId: String(first.id) })).toMatchObject({ status: "CANCELED" });
    expect(await caller.lifecycle.markPaid({ invoiceId: second.id })).toMatchObject({ status: "PAID", marked: true });
    const timeline = await caller.invoices.timeline({ id: String(second.id) });
    expect(timeline.map((entry) => [entry.to, entry.reason])).toEqual([
      ["WAITING_PAYMENT", "created"],
      ["PAID", "marked_paid"],
    ]);
    expect(await trpcCodeOf(caller.lifecycle.cancel({ invoiceId: second.id }))).toBe("CONFLICT");
  });

  it("hides another merchant's invoice and refuses anonymous callers", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: owner.user.id });
    expect(await trpcCodeOf((await callerFor(stranger.actor)).lifecycle.markPaid({ invoiceId: invoice.id }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf((await callerFor(null)).lifecycle.cancel({ invoiceId: invoice.id }))).toBe("UNAUTHORIZED");
  });

  it("simulates payments for sandbox merchants only", async () => {
    const db = await getDb();
    const sandbox = await createUser(db, { sandbox: true });
    const live = await createUser(db);
    const sandboxInvoice = await insertTestInvoice(db, { userId: sandbox.user.id });
    const liveInvoice = await insertTestInvoice(db, { userId: live.user.id });
    const paid = await (await callerFor(sandbox.actor)).lifecycle.simulatePayment({
      invoiceId: sandboxInvoice.id,
      kind: "full",
    });
    expect(paid.status).toBe("PAID");
    expect(
      await trpcCodeOf((await callerFor(live.actor)).lifecycle.simulatePayment({ invoiceId: liveInvoice.id, kind: "full" })),
    ).toBe("FORBIDDEN");
  });
});

describe("underpayment tolerance", () => {
  it("is 0 by default, settable up to 5 % by the merchant, and makes a short payment count as paid", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db, { sandbox: true });
    const caller = await callerFor(actor);
    expect(await caller.lifecycle.tolerance()).toEqual({ bps: 0 });
    expect(await caller.lifecycle.setTolerance({ bps: 150 })).toEqual({ bps: 150 });
    expect(await trpcCodeOf(caller.lifecycle.setTolerance({ bps: 501 }))).toBe("BAD_REQUEST");
    expect(await trpcCodeOf(caller.lifecycle.setTolerance({ bps: 1.5 }))).toBe("BAD_REQUEST");

    const invoice = await insertTestInvoice(db, { userId: user.id, payCurrency: "BTC", amountDueBase: "100000" });
    // 98,500 sat is 1.5 % short: within the tolerance.
    const paid = await caller.lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "full", amount: "0.00098500" });
    expect(paid).toMatchObject({ status: "PAID", amount_paid: "0.000985" });
  });
});

describe("crypto checkout status (public)", () => {
  it("shows the payer what to send, then the rest after a partial payment, without private fields", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db, { sandbox: true });
    const invoice = await insertTestInvoice(db, {
      userId: user.id,
      payCurrency: "USDTBSC",
      payAddress: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      amountDueBase: "20000000000000000000",
      qrCode: "c3RvcmVkLXFy",
      externalReference: "order-secret-42",
      customerEmail: "payer@example.com",
    });
    const anonymous = await callerFor(null);
    const open = await anonymous.lifecycle.checkoutStatus({ checkoutId: invoice.checkoutId });
    expect(open).toMatchObject({
      status: "WAITING_PAYMENT",
      amountDue: "20",
      amountRemaining: "20",
      address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
      tokenNetwork: "bsc",
      qrImage: "c3RvcmVkLXFy",
      walletUri: expect.stringContaining("transfer?address=0x90F79bf6EB2c4f870365E785982E1f101E93b906&uint256=20000000000000000000"),
    });
    const text = JSON.stringify(open);
    for (const secret of ["order-secret-42", "payer@example.com", `"userId"`, `"user_id"`]) expect(text).not.toContain(secret);

    await (await callerFor(actor)).lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "partial" });
    const partial = await anonymous.lifecycle.checkoutStatus({ checkoutId: invoice.checkoutId });
    expect(partial).toMatchObject({ status: "PARTIALLY_PAID", amountPaid: "10", amountRemaining: "10" });
    expect(partial.walletUri).toContain("uint256=10000000000000000000");
    expect(partial.qrImage).not.toBe("c3RvcmVkLXFy");
  });

  it("shows an open invoice past its expiry as expired, without the address", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const view = await (await callerFor(null)).lifecycle.checkoutStatus({ checkoutId: invoice.checkoutId });
    expect(view).toMatchObject({ status: "EXPIRED", address: null, qrImage: null, walletUri: null });
  });

  it("answers not found for an unknown checkout id", async () => {
    const caller = await callerFor(null);
    expect(await trpcCodeOf(caller.lifecycle.checkoutStatus({ checkoutId: "x".repeat(24) }))).toBe("NOT_FOUND");
  });
});
