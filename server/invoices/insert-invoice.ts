// Inserts a new invoice with its first timeline entry and its invoice.created event, in the
// caller's transaction (both rails create invoices through here).
import { invoices, invoiceTransitions, type NewInvoice } from "@/db/schema";
import type { Executor } from "@/db/client";
import { writeInvoiceEvent } from "@/server/webhooks/outbox";

export async function insertInvoice(tx: Executor, values: NewInvoice, actorUserId?: number) {
  const [invoice] = await tx.insert(invoices).values(values).returning();
  if (!invoice) throw new Error("invoice insert returned no row");
  await tx.insert(invoiceTransitions).values({
    invoiceId: invoice.id,
    fromStatus: null,
    toStatus: invoice.status,
    version: invoice.version,
    reason: "created",
    actorUserId: actorUserId ?? invoice.userId,
  });
  await writeInvoiceEvent(tx, { invoice, type: "invoice.created" });
  return invoice;
}
