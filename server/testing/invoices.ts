// Invoices for tests: the factory, inserted through the shared insertInvoice seam (so each gets its
// timeline entry, its invoice.created event and, when the merchant has an endpoint, a pending
// delivery), payments recorded as a watcher would, and reads of an invoice's events and timeline.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "@/db/client";
import { invoicePayments, invoices, invoiceTransitions, webhookEvents, type Invoice, type NewInvoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { getInvoice } from "@/server/invoices/get-invoice";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { insertInvoice } from "@/server/invoices/insert-invoice";

/** A waiting crypto invoice's values, with a fresh checkout id and address, and the overrides. */
export function testInvoiceValues(values: Partial<NewInvoice> & { userId: number }): NewInvoice {
  return {
    gateway: "crypto",
    amountMinor: 10_000n,
    currency: "BRL",
    checkoutId: newCheckoutId(),
    expiresAt: new Date(Date.now() + 30 * 60_000),
    payCurrency: "BTC",
    amountDueBase: "100000",
    payAddress: `addr-${randomBytes(8).toString("hex")}`,
    rate: "100000",
    rateSource: "static",
    rateAt: new Date(),
    ...values,
  };
}

export async function insertTestInvoice(
  db: Database,
  values: Partial<NewInvoice> & { userId: number },
): Promise<Invoice> {
  return db.transaction((tx) => insertInvoice(tx, testInvoiceValues(values)));
}

/** The values that make a test invoice a PIX charge of the amount in centavos (no address, no rate). */
export function pixInvoiceValues(amountDueBase: string): Partial<NewInvoice> {
  return { gateway: "pix", payCurrency: "BRL", amountDueBase, payAddress: null, rate: null, rateSource: null, rateAt: null };
}

export async function eventTypesOf(db: Database, invoiceId: number) {
  // Ordered by the invoice version each snapshot carries: events of one millisecond stay in order.
  const rows = await db
    .select({ type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(eq(webhookEvents.invoiceId, invoiceId));
  const versionOf = (payload: unknown) =>
    Number((payload as { data?: { invoice?: { version?: number } } }).data?.invoice?.version ?? 0);
  return rows.sort((a, b) => versionOf(a.payload) - versionOf(b.payload)).map((row) => row.type);
}

export async function timelineOf(db: Database, invoiceId: number) {
  return db
    .select()
    .from(invoiceTransitions)
    .where(eq(invoiceTransitions.invoiceId, invoiceId))
    .orderBy(asc(invoiceTransitions.id));
}

export async function recordPayment(
  db: Database,
  values: {
    invoiceId: number;
    amountBase: string;
    state?: "pending" | "confirmed";
    seenAt?: Date;
    /** When it became final; the time it was seen for a confirmed payment by default. */
    confirmedAt?: Date;
    reference?: string;
    network?: string;
  },
) {
  const state = values.state ?? "confirmed";
  const seenAt = values.seenAt ?? new Date();
  await db.insert(invoicePayments).values({
    invoiceId: values.invoiceId,
    network: values.network ?? "test",
    reference: values.reference ?? `tx-${randomBytes(8).toString("hex")}`,
    amountBase: values.amountBase,
    state,
    seenAt,
    confirmedAt: state === "confirmed" ? (values.confirmedAt ?? seenAt) : null,
  });
}

type Snapshot = { data?: { invoice?: { version?: number } } };

/** The event each timeline entry must have sent: its state's event, or a fact's. */
function expectedEventOf(invoice: Invoice, entry: { fromStatus: string | null; toStatus: string; reason: string }): string {
  if (invoice.type === "WITHDRAWAL") {
    const kind = invoice.refundedInvoiceId === null ? "payout" : "refund";
    if (entry.fromStatus === null) return `${kind}.created`;
    return `${kind}.${entry.fromStatus === entry.toStatus ? "updated" : entry.toStatus.toLowerCase()}`;
  }
  if (entry.fromStatus === null) return "invoice.created";
  if (entry.fromStatus === entry.toStatus) {
    return entry.reason === "payment_after_final" ? "invoice.payment_after_final" : "invoice.updated";
  }
  // A return to WAITING_PAYMENT (its only payment dropped) has no state event of its own.
  return entry.toStatus === "WAITING_PAYMENT" ? "invoice.updated" : `invoice.${entry.toStatus.toLowerCase()}`;
}

/**
 * Checks what an invoice's history must always be, however its changes raced: the timeline is one
 * chain of versions (each entry starts where the previous ended), every entry sent exactly its one
 * event carrying its version, and the newest event (by version, and by the time order the resend
 * endpoint reads) shows exactly what GET answers.
 */
export async function expectConsistentHistory(db: Database, invoiceId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`invoice ${invoiceId} does not exist`);
  const timeline = await timelineOf(db, invoiceId);
  expect(timeline.map((entry) => entry.version)).toEqual(timeline.map((_, index) => index + 1));
  expect(timeline.at(-1)?.version).toBe(invoice.version);
  expect(timeline.at(-1)?.toStatus).toBe(invoice.status);
  timeline.forEach((entry, index) => {
    if (index > 0) expect(entry.fromStatus).toBe(timeline[index - 1]?.toStatus);
  });

  const events = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.invoiceId, invoiceId))
    .orderBy(asc(webhookEvents.createdAt), asc(webhookEvents.id));
  const versionOf = (payload: unknown) => Number((payload as Snapshot).data?.invoice?.version ?? 0);
  const expected = timeline.map((entry) => ({ type: expectedEventOf(invoice, entry), version: entry.version }));
  const sent = events.map((event) => ({ type: event.type, version: versionOf(event.payload) }));
  expect([...sent].sort((a, b) => a.version - b.version)).toEqual(expected);

  const owner: Actor = { userId: invoice.userId, role: "merchant" };
  const newestByTime = events.at(-1);
  const newestByVersion = [...events].sort((a, b) => versionOf(a.payload) - versionOf(b.payload)).at(-1);
  expect(newestByTime?.id).toBe(newestByVersion?.id);
  const snapshot = (newestByVersion?.payload as { data?: { invoice?: unknown } } | undefined)?.data?.invoice;
  expect(snapshot).toEqual(await getInvoice(db, owner, invoiceId));
  return { invoice, timeline, events: sent };
}
