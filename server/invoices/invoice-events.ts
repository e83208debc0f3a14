// An invoice's webhook event: the event of a new version with its snapshot (named by
// vocabulary/event-names.ts), written through the outbox in the transaction of the change it
// announces.
import type { Executor } from "@/db/client";
import type { Invoice, InvoicePayment } from "@/db/schema";
import type { InvoiceEventType } from "@/vocabulary/event-names";
import { writeEvent } from "@/db/outbox";
import { enqueueInvoiceEmails } from "@/server/notifications/enqueue-emails";
import { toInvoiceObject } from "./serialize";

/**
 * An invoice's event with its snapshot. `createdAt` is the time of the version it reports, so the
 * newest event of an invoice by time (what resend picks) is the one with the newest version.
 */
export async function writeInvoiceEvent(
  tx: Executor,
  params: { invoice: Invoice; type: InvoiceEventType; payments?: InvoicePayment[]; createdAt?: Date },
) {
  const eventId = await writeEvent(tx, {
    userId: params.invoice.userId,
    invoiceId: params.invoice.id,
    type: params.type,
    data: { invoice: toInvoiceObject(params.invoice, params.payments) },
    createdAt: params.createdAt,
  });
  // The e-mails it calls for (paid, expired with money in it) join the same transaction.
  await enqueueInvoiceEmails(tx, { eventId, eventType: params.type, invoice: params.invoice });
  return eventId;
}
