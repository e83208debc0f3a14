// requestCheckout: the customer's name, CPF/CNPJ and e-mail, given on the hosted checkout, unlock
// the PIX code. Accepted once, while the invoice waits for payment.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { AppError } from "@/server/errors";
import { parseOrThrow } from "@/server/rest/validation";
import { normalizeDocument } from "../documents";
import { submitCustomerInput } from "../schemas";
import { findInvoiceByCheckoutId, toCheckoutView, type CheckoutView } from "./get-checkout";

export type CustomerForm = Partial<Record<"checkoutId" | "name" | "documentType" | "document" | "email", string>>;

export async function submitCheckoutCustomer(db: Database, form: CustomerForm): Promise<CheckoutView> {
  const input = parseOrThrow(submitCustomerInput, form, "body");
  const invoice = await findInvoiceByCheckoutId(db, input.checkoutId);
  const view = toCheckoutView(invoice);
  if (invoice.gateway !== "pix" || invoice.clientMode !== "requestCheckout") {
    throw new AppError("unprocessable", "This payment does not ask for customer data.");
  }
  if (!view.needsCustomerData) return view;
  if (view.status !== "WAITING_PAYMENT") throw new AppError("unprocessable", "This payment is no longer open.");
  const now = new Date();
  const [updated] = await db
    .update(invoices)
    .set({
      customerName: input.name,
      customerDocument: normalizeDocument(input.document),
      customerDocumentType: input.documentType,
      customerEmail: input.email,
      customerDataAt: now,
      updatedAt: now,
    })
    // Owner and "not yet given" in the WHERE: two submissions racing write once.
    .where(and(eq(invoices.id, invoice.id), eq(invoices.userId, invoice.userId), isNull(invoices.customerDataAt)))
    .returning();
  return toCheckoutView(updated ?? (await findInvoiceByCheckoutId(db, input.checkoutId)), now);
}
