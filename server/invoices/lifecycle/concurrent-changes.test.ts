// Changes fired at one invoice at the same moment (sandbox pays, cancel, mark paid, expiry, a chain
// watcher) must take turns: legal states only, one event per change, the newest event equal to GET,
// and no request failing with a 5xx or a deadlock. On PostgreSQL they really run at once; on PGlite
// (one connection) they interleave between statements, which still checks the bookkeeping.
import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { recordSightings } from "@/server/crypto/chains/record-sightings";
import { getInvoice } from "@/server/invoices/get-invoice";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { callerFor } from "@/server/testing/trpc";
import { cancelInvoice } from "./cancel-invoice";
import { expireInvoices } from "./expire-invoices";
import { markInvoicePaid } from "./mark-invoice-paid";
import { expectConsistentHistory } from "@/server/testing/invoices";

const ROUNDS = 12;

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(async () => {
  await server?.close();
});

/** How a call ended: answered, refused with a 4xx-class code, or failed (what must never happen). */
type Outcome = { ok: true } | { ok: false; code: string };

async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return { ok: true };
  } catch (error) {
    if (error instanceof TRPCError) return { ok: false, code: error.code };
    const code = (error as { code?: unknown }).code;
    return { ok: false, code: typeof code === "string" ? code : `thrown: ${String(error)}` };
  }
}

/** The calls in an order that changes from round to round, so each of them gets to go first. */
function rotated<T>(calls: (() => T)[], round: number): T[] {
  const start = round % calls.length;
  const order = [...calls.slice(start), ...calls.slice(0, start)];
  return (round % 2 === 0 ? order : order.reverse()).map((call) => call());
}

describe("one writer per invoice", () => {
  it("serialises sandbox pays, a cancel, a mark-paid and expiry fired at one invoice at once", async () => {
    const db = await getDb();
    const merchant = await createUser(db, { sandbox: true });
    const caller = await callerFor(merchant.actor);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other invoice is already overdue, so the expiry job races the others for it.
      const expiresAt = new Date(Date.now() + (round % 2 === 0 ? -1_000 : 30 * 60_000));
      const invoice = await insertTestInvoice(db, {
        userId: merchant.user.id,
        payCurrency: "BTC",
        amountDueBase: "200000",
        amountMinor: 70_000n,
        rate: "350000",
        expiresAt,
      });
      // Pays through both doors (REST answers in its own time, the dashboard's procedure sooner);
      // a cancel and a mark-paid join in some rounds only, so that in the others the pays race
      // each other and expiry.
      const restPays: Promise<Awaited<ReturnType<typeof api>>>[] = [];
      const outcomes: Promise<Outcome>[] = [];
      const payments: Promise<Outcome>[] = [];
      const calls = [
        () => restPays.push(api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token: merchant.token, body: {} })),
        () => payments.push(outcomeOf(caller.lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "full" }))),
        () => payments.push(outcomeOf(caller.lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "partial" }))),
        () => outcomes.push(outcomeOf(expireInvoices(db, { now: new Date() }))),
        ...(round % 3 === 0 ? [] : [() => outcomes.push(outcomeOf(caller.lifecycle.cancel({ invoiceId: invoice.id })))]),
        ...(round % 3 === 2 ? [() => outcomes.push(outcomeOf(caller.lifecycle.markPaid({ invoiceId: invoice.id })))] : []),
      ];
      rotated(calls, round);
      const responses = await Promise.all(restPays);
      const settled = [...(await Promise.all(payments)), ...(await Promise.all(outcomes))];

      for (const response of responses) {
        expect([200, 409], JSON.stringify(response.body)).toContain(response.status);
        if (response.status === 409) expect(response.body.code).toBe("invalid_transition");
      }
      for (const outcome of settled) {
        if (!outcome.ok) expect(outcome.code).toBe("CONFLICT");
      }

      const { invoice: final } = await expectConsistentHistory(db, invoice.id);
      const shown = await getInvoice(db, merchant.actor, invoice.id);
      const accepted =
        responses.filter((response) => response.status === 200).length +
        (await Promise.all(payments)).filter((outcome) => outcome.ok).length;
      // Each accepted pay is one final payment; a refused one recorded nothing.
      expect(shown.transactions).toHaveLength(accepted);
      expect(shown.transactions.every((transaction) => transaction.state === "confirmed")).toBe(true);
      expect(["PAID", "CANCELED"]).toContain(final.status);
      // A pay only ever pays what is left (full after partial pays the rest): none lands on a paid invoice.
      expect(BigInt(final.amountPaidBase) <= BigInt(final.amountDueBase)).toBe(true);
      expect(final.overpaid).toBe(false);
      if (final.status === "CANCELED") {
        expect(accepted).toBe(0);
        expect(final.amountPaidBase).toBe("0");
      }
      if (final.status === "PAID" && !final.marked) expect(final.amountPaidBase).toBe(final.amountDueBase);
    }
  });

  it("records a watcher's payments racing a cancel, a mark-paid and expiry, and moves only legal states", async () => {
    const db = await getDb();
    const merchant = await createUser(db);
    const actor = merchant.actor;
    for (let round = 0; round < ROUNDS; round += 1) {
      const expiresAt = new Date(Date.now() + (round % 2 === 0 ? -1_000 : 30 * 60_000));
      const invoice = await insertTestInvoice(db, { userId: actor.userId, payCurrency: "BTC", amountDueBase: "150000", expiresAt });
      const full = randomBytes(32).toString("hex");
      const seen = randomBytes(32).toString("hex");
      const sighting = (reference: string, confirmations: number) => ({
        invoiceId: invoice.id,
        reference,
        outputIndex: 0,
        amountBase: 150_000n,
        blockNumber: confirmations > 0 ? 100 : null,
        confirmations,
      });
      const watch = (reference: string, confirmations: number) =>
        outcomeOf(
          recordSightings(db, {
            network: "bitcoin",
            sightings: [sighting(reference, confirmations)],
            requiredConfirmations: 1,
            now: new Date(),
          }),
        );
      const outcomes = await Promise.all(
        rotated(
          [
            () => watch(full, 1),
            () => watch(seen, 0),
            () => outcomeOf(cancelInvoice(db, actor, { invoiceId: invoice.id })),
            () => outcomeOf(markInvoicePaid(db, actor, { invoiceId: invoice.id })),
            () => outcomeOf(expireInvoices(db, { now: new Date() })),
          ],
          round,
        ),
      );
      for (const outcome of outcomes) {
        if (!outcome.ok) expect(outcome.code).toBe("invalid_transition");
      }

      const { invoice: final, timeline } = await expectConsistentHistory(db, invoice.id);
      const shown = await getInvoice(db, actor, invoice.id);
      // Money is never ignored: both transfers are shown whatever state won, the final one counted.
      expect(shown.transactions.map((transaction) => transaction.hash).sort()).toEqual([full, seen].sort());
      expect(final.amountPaidBase).toBe("150000");
      expect(["PAID", "CANCELED"]).toContain(final.status);
      if (final.status === "CANCELED") {
        expect(timeline.some((entry) => entry.reason === "payment_after_final" && entry.toStatus === "CANCELED")).toBe(true);
      }
    }
  });

  it("records a watcher's payment on a canceled invoice and shows it, with its own version and event; the state stays", async () => {
    const db = await getDb();
    const merchant = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.user.id, payCurrency: "BTC", amountDueBase: "150000" });
    await cancelInvoice(db, merchant.actor, { invoiceId: invoice.id });
    const reference = randomBytes(32).toString("hex");
    const sighting = { invoiceId: invoice.id, reference, outputIndex: 0, amountBase: 150_000n, blockNumber: 100, confirmations: 1 };
    await recordSightings(db, { network: "bitcoin", sightings: [sighting], requiredConfirmations: 1, now: new Date() });

    const { invoice: after, timeline, events } = await expectConsistentHistory(db, invoice.id);
    expect(after).toMatchObject({ status: "CANCELED", amountPaidBase: "150000", version: 3 });
    expect(timeline.at(-1)).toMatchObject({ fromStatus: "CANCELED", toStatus: "CANCELED", reason: "payment_after_final" });
    expect(events.at(-1)).toEqual({ type: "invoice.payment_after_final", version: 3 });
    const shown = await getInvoice(db, merchant.actor, invoice.id);
    expect(shown).toMatchObject({ status: "CANCELED", amount_paid: "0.0015" });
    expect(shown.transactions).toMatchObject([{ hash: reference, amount: "0.0015", state: "confirmed" }]);
  });

  it("announces each confirmation a pending payment gains, and nothing once it is final", async () => {
    const db = await getDb();
    const merchant = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.user.id, payCurrency: "BTC", amountDueBase: "150000" });
    const reference = randomBytes(32).toString("hex");
    const watch = (confirmations: number) =>
      recordSightings(db, {
        network: "bitcoin",
        sightings: [{ invoiceId: invoice.id, reference, outputIndex: 0, amountBase: 150_000n, blockNumber: 100, confirmations }],
        requiredConfirmations: 3,
        now: new Date(),
      });
    for (const confirmations of [1, 2, 2, 3, 4, 5]) await watch(confirmations);

    const { invoice: after, events } = await expectConsistentHistory(db, invoice.id);
    expect(events.map((event) => event.type)).toEqual([
      "invoice.created",
      "invoice.confirming",
      "invoice.updated",
      "invoice.paid",
    ]);
    // A final payment keeps the count that made it final: later blocks are no new version.
    expect(after).toMatchObject({ status: "PAID", confirmations: 3, version: 4 });
  });
});
