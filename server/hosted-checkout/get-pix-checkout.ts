// The hosted PIX checkout's public view of an invoice, found by its unguessable checkout_id. It holds
// only what the payer needs: no internal invoice or merchant ids or the customer's own data; the
// order reference (external_reference) is the payer's own purchase. Once paid it adds a receipt: the public payment number (the crypto checkout
// shows it too) and the end-to-end ids of the PIX that settled it, which the payer's bank shows.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, type Invoice, type InvoiceStatus } from "@/db/schema";
import { qrVector, type QrVector } from "@/server/crypto/qr-vector";
import { statusAt } from "@/vocabulary/invoice-states";
import { FIAT_DECIMALS, formatUnits } from "@/kernel/money";
import { addDays, amountDueOn, lastPayableDay, pixCalendarDay } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";
import { pixConfirmsAutomatically } from "@/server/pix/connection/confirms-automatically";
import { findCheckoutInvoice } from "./find-checkout-invoice";

export type CheckoutView = {
  checkoutId: string;
  gateway: Invoice["gateway"];
  status: InvoiceStatus;
  /** Decimal text in `currency` ("150.5"). */
  amount: string;
  currency: string;
  description: string | null;
  /** The merchant's order reference, which the payer knows their order by. */
  reference: string | null;
  receiverName: string | null;
  expiresAt: string;
  paidAt: string | null;
  redirectUrl: string | null;
  clientMode: string | null;
  /** requestCheckout before the customer filled in their data: the code stays hidden. */
  needsCustomerData: boolean;
  emv: string | null;
  qr: QrVector | null;
  /** A charge with a due date: what is owed today, on the due date and the day after, and until when. */
  due: CheckoutDue | null;
};

export type CheckoutDue = {
  /** YYYY-MM-DD, São Paulo calendar. */
  dueDate: string;
  lastPayableDay: string;
  /** Decimal texts in `currency`. */
  amountToday: string;
  amountOnDueDate: string;
  amountDayAfterDueDate: string;
  /** The static code carries no amount: the payer types `amountToday`. */
  payerTypesAmount: boolean;
};

/** What a payer keeps from a paid PIX payment to match it with their bank statement. */
export type CheckoutReceipt = {
  /** Decimal text in `currency`; a tolerance or an overpayment can set it apart from `amount`. */
  amountPaid: string;
  /** The public payment number (payment_id) the merchant also sees; never the row id. */
  paymentId: string;
  /** End-to-end ids of the PIX that settled it; none when the payment was marked paid by hand. */
  endToEndIds: string[];
};

/**
 * The receipt is null until the payment is PAID, and on other rails (they have their own view). Only
 * getCheckout reads the settlement; the customer form's answer, never shown as paid, goes without.
 * `confirmsAutomatically` is false when no PSP sees the money arrive: the store confirms it by hand.
 */
export type CheckoutViewWithReceipt = CheckoutView & { receipt: CheckoutReceipt | null; confirmsAutomatically: boolean };

function dueOf(invoice: Invoice, now: Date): CheckoutDue | null {
  const due = readPixDueCharge(invoice.pixDue);
  if (!due) return null;
  const originalCentavos = BigInt(invoice.amountDueBase);
  const on = (day: string) => formatUnits(amountDueOn({ originalCentavos, due, day }).amountCentavos, FIAT_DECIMALS);
  return {
    dueDate: due.dataDeVencimento,
    lastPayableDay: lastPayableDay(due),
    amountToday: on(pixCalendarDay(now)),
    amountOnDueDate: on(due.dataDeVencimento),
    amountDayAfterDueDate: on(addDays(due.dataDeVencimento, 1)),
    payerTypesAmount: invoice.pspName === null,
  };
}

export function toCheckoutView(invoice: Invoice, now = new Date()): CheckoutView {
  const status = statusAt(invoice, now);
  const needsCustomerData = invoice.clientMode === "requestCheckout" && invoice.customerDataAt === null;
  const showCode = !needsCustomerData && status === "WAITING_PAYMENT";
  return {
    checkoutId: invoice.checkoutId,
    gateway: invoice.gateway,
    status,
    amount: formatUnits(invoice.amountMinor, FIAT_DECIMALS),
    currency: invoice.currency,
    description: invoice.description,
    reference: invoice.externalReference,
    receiverName: invoice.receiverName,
    expiresAt: invoice.expiresAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    redirectUrl: invoice.redirectUrl,
    clientMode: invoice.clientMode,
    needsCustomerData,
    emv: showCode ? invoice.emv : null,
    qr: showCode && invoice.emv ? qrVector(invoice.emv) : null,
    due: dueOf(invoice, now),
  };
}

async function receiptOf(db: Executor, invoice: Invoice): Promise<CheckoutReceipt> {
  const settlements = await db
    .select({ endToEndId: invoicePayments.reference })
    .from(invoicePayments)
    .where(
      and(eq(invoicePayments.invoiceId, invoice.id), eq(invoicePayments.network, "pix"), eq(invoicePayments.state, "confirmed")),
    )
    .orderBy(asc(invoicePayments.id));
  const paid = BigInt(invoice.amountPaidBase);
  const due = BigInt(invoice.amountDueBase);
  return {
    // Marked paid by hand means the merchant saw the rest settled outside Ponte.
    amountPaid: formatUnits(invoice.marked && paid < due ? due : paid, FIAT_DECIMALS),
    paymentId: invoice.paymentId,
    endToEndIds: settlements.map((settlement) => settlement.endToEndId),
  };
}

export async function getPixCheckout(db: Executor, checkoutId: string): Promise<CheckoutViewWithReceipt> {
  return pixCheckoutOf(db, await findCheckoutInvoice(db, checkoutId));
}

/** The view of a payment already read (the server-rendered page reads it once). */
export async function pixCheckoutOf(db: Executor, invoice: Invoice): Promise<CheckoutViewWithReceipt> {
  const view = toCheckoutView(invoice);
  // The invoice's own fact: no query per poll, and a connection changed since does not change it.
  const confirmsAutomatically = pixConfirmsAutomatically(invoice);
  // Open payments are polled every few seconds: only a paid one pays for the extra query.
  if (view.status !== "PAID" || invoice.gateway !== "pix") return { ...view, receipt: null, confirmsAutomatically };
  return { ...view, receipt: await receiptOf(db, invoice), confirmsAutomatically };
}
