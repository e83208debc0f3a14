// requestCheckout: the customer's name, CPF/CNPJ and e-mail, given on the hosted checkout, unlock
// the PIX code. Accepted once, while the invoice waits for payment.
import type { Database } from "@/db/client";
import { AppError } from "@/kernel/errors";
import { lockInvoice, recordInvoiceFacts } from "@/server/invoices/lifecycle/state-machine";
import { parseOrThrow } from "@/kernel/validation";
import { normalizeDocument } from "@/server/pix/documents";
import { submitCustomerInput } from "@/server/pix/schemas";
import { findCheckoutInvoice } from "./find-checkout-invoice";
import { toCheckoutView, type CheckoutView } from "./get-pix-checkout";

export type CustomerForm = Partial<Record<"checkoutId" | "name" | "documentType" | "document" | "email", string>>;

export async function submitCheckoutCustomer(db: Database, form: CustomerForm): Promise<CheckoutView> {
  const input = parseOrThrow(submitCustomerInput, form, "body");
  const invoice = await findCheckoutInvoice(db, input.checkoutId);
  const view = toCheckoutView(invoice);
  if (invoice.gateway !== "pix" || invoice.clientMode !== "requestCheckout") {
    throw new AppError("unprocessable", "This payment does not ask for customer data.");
  }
  if (!view.needsCustomerData) return view;
  if (view.status !== "WAITING_PAYMENT") throw new AppError("unprocessable", "This payment is no longer open.");
  const patch = {
    customerName: input.name,
    customerDocument: normalizeDocument(input.document),
    customerDocumentType: input.documentType,
    customerEmail: input.email,
  };
  // A change of what GET shows: under the invoice's lock, as a new version with its event.
  const updated = await db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoice.id, invoice.userId);
    // Two submissions racing write once; a payment or expiry that came first closes the form.
    if (!locked || locked.customerDataAt !== null) return locked;
    if (locked.status !== "WAITING_PAYMENT") throw new AppError("unprocessable", "This payment is no longer open.");
    return recordInvoiceFacts(tx, {
      locked,
      fact: "updated",
      reason: "customer_data",
      patch: { ...patch, customerDataAt: new Date() },
    });
  });
  return toCheckoutView(updated ?? (await findCheckoutInvoice(db, input.checkoutId)));
}
