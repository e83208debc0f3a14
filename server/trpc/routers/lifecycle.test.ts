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
