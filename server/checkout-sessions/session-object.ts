// A checkout session as REST, tRPC and its webhook events show it: the session and every invoice
// the payer's choices created.
import type { CheckoutSession, Invoice } from "@/db/schema";
import { env } from "@/kernel/env";
import { payDecimals } from "@/vocabulary/assets";
import { checkoutUrl } from "@/server/invoices/serialize";
import { amountFromMinorUnits, formatUnits } from "@/kernel/money";
import type { CheckoutSessionObject, SessionInvoiceObject } from "./schemas";

/** The hosted page where the payer chooses a rail. */
const sessionUrl = (publicId: string) => `${env.APP_URL.replace(/\/$/, "")}/pay/${publicId}`;

export function toSessionInvoiceObject(session: Pick<CheckoutSession, "remainderInvoiceId">, invoice: Invoice): SessionInvoiceObject {
  const decimals = payDecimals(invoice.payCurrency);
  return {
    id: String(invoice.id),
    gateway: invoice.gateway,
    status: invoice.status,
    pay_currency: invoice.payCurrency,
    amount_due: formatUnits(BigInt(invoice.amountDueBase), decimals),
    amount_paid: formatUnits(BigInt(invoice.amountPaidBase), decimals),
    checkout_id: invoice.checkoutId,
    checkout_url: checkoutUrl(invoice.checkoutId),
    role: invoice.id === session.remainderInvoiceId ? "remainder" : "rail",
  };
}

export type SessionView = { session: CheckoutSession; invoices: Invoice[]; linkSlug: string | null };

export function toCheckoutSessionObject({ session, invoices, linkSlug }: SessionView): CheckoutSessionObject {
  return {
    id: session.publicId,
    status: session.status,
    amount: amountFromMinorUnits(session.amountMinor),
    currency: session.currency,
    description: session.description,
    external_reference: session.externalReference,
    redirect_url: session.redirectUrl,
    customer_name: session.customerName,
    customer_email: session.customerEmail,
    customer_phone: session.customerPhone,
    expires_at: session.expiresAt.toISOString(),
    checkout_url: sessionUrl(session.publicId),
    payment_link: linkSlug,
    quantity: session.quantity,
    invoices: invoices.map((invoice) => toSessionInvoiceObject(session, invoice)),
    paid_at: session.paidAt?.toISOString() ?? null,
    version: session.version,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}
