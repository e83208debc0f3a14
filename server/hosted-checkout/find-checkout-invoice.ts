// The hosted checkout's one handle on an invoice: its unguessable checkout_id (no sign-in). Only a
// payment has a checkout; a withdrawal's handle opens its claim page (server/withdrawals/claim).
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoices, type Invoice } from "@/db/schema";
import { AppError } from "@/kernel/errors";

export const checkoutNotFound = () => new AppError("not_found", "This payment link does not exist.");

export async function findCheckoutInvoice(db: Executor, checkoutId: string): Promise<Invoice> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.type, "PAYMENT")));
  if (!invoice) throw checkoutNotFound();
  return invoice;
}
