// The hosted checkout's public view of an invoice, found by its unguessable checkout_id. It holds
// only what the payer needs: no invoice or merchant ids, references or the customer's own data.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoices, type Invoice, type InvoiceStatus } from "@/db/schema";
import { AppError } from "@/server/errors";
import { FIAT_DECIMALS, formatUnits } from "@/server/money";

export type CheckoutView = {
  checkoutId: string;
  gateway: Invoice["gateway"];
  status: InvoiceStatus;
  /** Decimal text in `currency` ("150.5"). */
  amount: string;
  currency: string;
  description: string | null;
  receiverName: string | null;
  expiresAt: string;
  paidAt: string | null;
  redirectUrl: string | null;
  clientMode: string | null;
  /** requestCheckout before the customer filled in their data: the code stays hidden. */
  needsCustomerData: boolean;
  emv: string | null;
  qrImage: string | null;
};

export async function findInvoiceByCheckoutId(db: Executor, checkoutId: string): Promise<Invoice> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
  if (!invoice) throw new AppError("not_found", "This payment link does not exist.");
  return invoice;
}

/** An open invoice past its expiry shows as expired even before the expiry job has run. */
function effectiveStatus(invoice: Invoice, now: Date): InvoiceStatus {
  if (invoice.status === "WAITING_PAYMENT" && invoice.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return invoice.status;
}

export function toCheckoutView(invoice: Invoice, now = new Date()): CheckoutView {
  const status = effectiveStatus(invoice, now);
  const needsCustomerData = invoice.clientMode === "requestCheckout" && invoice.customerDataAt === null;
  const showCode = !needsCustomerData && status === "WAITING_PAYMENT";
  return {
    checkoutId: invoice.checkoutId,
    gateway: invoice.gateway,
    status,
    amount: formatUnits(invoice.amountMinor, FIAT_DECIMALS),
    currency: invoice.currency,
    description: invoice.description,
    receiverName: invoice.receiverName,
    expiresAt: invoice.expiresAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    redirectUrl: invoice.redirectUrl,
    clientMode: invoice.clientMode,
    needsCustomerData,
    emv: showCode ? invoice.emv : null,
    qrImage: showCode ? invoice.qrCode : null,
  };
}

export async function getCheckout(db: Executor, checkoutId: string): Promise<CheckoutView> {
  return toCheckoutView(await findInvoiceByCheckoutId(db, checkoutId));
}
