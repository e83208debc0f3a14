// Whether a PIX payment is confirmed without the merchant: only when it was charged through a PSP
// (its psp_name), which sees the money arrive. The fact is the invoice's own, fixed when it was
// created: a static code issued without a PSP stays confirmed by hand even if a PSP is connected
// later, and a PSP's charge stays the PSP's to confirm even if the connection changes. Without one,
// the checkout says the store confirms the payment, and the invoice page offers "I received this PIX".
import type { Executor } from "@/db/client";
import type { Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { findInvoice } from "@/server/invoices/get-invoice";

export const pixConfirmsAutomatically = (invoice: Pick<Invoice, "pspName">): boolean => invoice.pspName !== null;

/** The dashboard's question for one of the actor's invoices. */
export async function invoiceConfirmsAutomatically(db: Executor, actor: Actor, invoiceId: string | number): Promise<boolean> {
  return pixConfirmsAutomatically(await findInvoice(db, actor, invoiceId));
}
