// The invoice exactly as GET /api/invoices/payment-gateway/{id} returns it (and webhooks carry it).
import type { Invoice, InvoicePayment } from "@/db/schema";
import { assets, isAssetCode, isNetwork, payDecimals } from "@/vocabulary/assets";
import { env } from "@/kernel/env";
import { amountFromMinorUnits, FIAT_DECIMALS, formatUnits } from "@/kernel/money";
import { amountDueAt } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";
import type { InvoiceObject } from "./invoice-object";
import { withdrawalKindOf } from "@/vocabulary/withdrawal-kind";
import { sendUri } from "@/vocabulary/configured-assets";

const appUrl = () => env.APP_URL.replace(/\/$/, "");
export const checkoutUrl = (checkoutId: string) => `${appUrl()}/checkout/${checkoutId}`;
/** A withdrawal's hosted page, where its receiver gives the address (same unguessable handle). */
export const claimUrl = (checkoutId: string) => `${appUrl()}/claim/${checkoutId}`;

/** The send of a withdrawal: its newest payment that did not drop out. */
const sendOf = (payments: InvoicePayment[]) => payments.filter((payment) => payment.state !== "dropped").at(-1) ?? null;

function withdrawalDetails(invoice: Invoice, payments: InvoicePayment[]): InvoiceObject["withdrawal"] {
  const kind = withdrawalKindOf(invoice);
  if (!kind) return undefined;
  return {
    kind,
    refund_of: invoice.refundedInvoiceId === null ? null : String(invoice.refundedInvoiceId),
    basis: invoice.withdrawalBasis,
    claim_url: claimUrl(invoice.checkoutId),
    transaction_hash: sendOf(payments)?.reference ?? null,
    send_uri: invoice.payAddress && invoice.gateway === "crypto" ? sendUri({ payCurrency: invoice.payCurrency, address: invoice.payAddress, amountBase: BigInt(invoice.amountDueBase) }) : null,
    failure_reason: invoice.withdrawalFailureReason,
    outcome_unknown: invoice.status === "PROCESSING" && invoice.outcomeUnknownAt !== null,
  };
}


/**
 * A payment that came on another chain network than the invoice's (the same token to the same
 * address on another EVM chain). Sandbox and PIX payments have no chain and never are.
 */
export function paidOnOtherNetwork(invoice: Pick<Invoice, "payCurrency">, payment: Pick<InvoicePayment, "network">) {
  if (!isAssetCode(invoice.payCurrency) || !isNetwork(payment.network)) return false;
  return payment.network !== assets[invoice.payCurrency].network;
}

/** The PIX fields of payment_details: the BR Code, the due-date rules and today's amount. */
function pixDetails(invoice: Invoice) {
  const due = readPixDueCharge(invoice.pixDue);
  const today = amountDueAt({ originalCentavos: BigInt(invoice.amountDueBase), due, paidAt: new Date() });
  return { emv: invoice.emv, due, amount_due_today: formatUnits(today, FIAT_DECIMALS) };
}

export function toInvoiceObject(invoice: Invoice, payments: InvoicePayment[] = []): InvoiceObject {
  const decimals = payDecimals(invoice.payCurrency);
  const units = (value: string) => formatUnits(BigInt(value), decimals);
  return {
    id: String(invoice.id),
    type: invoice.type,
    status: invoice.status,
    amount: amountFromMinorUnits(invoice.amountMinor),
    currency: invoice.currency,
    gateway: invoice.gateway,
    user_id: invoice.userId,
    external_reference: invoice.externalReference,
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
    payment_details: {
      pay_address: invoice.payAddress,
      qr_code: invoice.qrCode ?? "",
      expires_at: invoice.expiresAt.toISOString(),
      pay_currency: invoice.payCurrency,
      fiat_currency: invoice.currency,
      ...(invoice.gateway === "pix" ? pixDetails(invoice) : {}),
    },
    amount_due: units(invoice.amountDueBase),
    amount_paid: units(invoice.amountPaidBase),
    rate: invoice.rate,
    rate_source: invoice.rateSource,
    rate_at: invoice.rateAt?.toISOString() ?? null,
    version: invoice.version,
    checkout_url: invoice.type === "WITHDRAWAL" ? claimUrl(invoice.checkoutId) : checkoutUrl(invoice.checkoutId),
    payment_id: invoice.paymentId,
    id_transaction: invoice.idTransaction,
    customer_name: invoice.customerName,
    customer_email: invoice.customerEmail,
    derivation_index: invoice.derivationIndex,
    confirmations: invoice.confirmations,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    paid_late: invoice.paidLate,
    overpaid: invoice.overpaid,
    marked: invoice.marked,
    paid_on_other_network: payments.some((payment) => payment.state !== "dropped" && paidOnOtherNetwork(invoice, payment)),
    transactions: payments.map((payment) => ({
      hash: payment.reference,
      output_index: payment.outputIndex,
      amount: units(payment.amountBase),
      confirmations: payment.confirmations,
      state: payment.state,
      network: payment.network,
      counted: payment.counted,
    })),
    ...(invoice.type === "WITHDRAWAL" ? { withdrawal: withdrawalDetails(invoice, payments) } : {}),
    checkout_session_id: invoice.checkoutSessionPublicId,
  };
}
