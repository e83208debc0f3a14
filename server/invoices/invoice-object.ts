// The invoice object and the list page as zod documents of what GET answers (and webhooks carry):
// the OpenAPI document describes them, and toInvoiceObject's return type is derived from them, so
// the two cannot drift.
import { z } from "zod";
import { pagination } from "@/kernel/pagination";
import { gateways, invoiceStatuses, invoiceTypes } from "@/vocabulary/invoice-states";
import { pixDueChargeInput } from "@/vocabulary/pix-due-charge";
import { assetCodes, networkNames } from "@/vocabulary/assets";
import { fiatCurrencies } from "@/kernel/money";
import { dateTimeText, textOneOf } from "@/kernel/validation";
import { withdrawalKinds } from "@/vocabulary/withdrawal-kind";

/** What an invoice is paid in: a crypto asset, or BRL for PIX. */
export const payCurrencyText = () => textOneOf([...assetCodes, "BRL"]);
export const fiatCurrencyText = () => textOneOf(fiatCurrencies);

export const paymentDetails = z
  .object({
    pay_address: z.string().nullable().describe("Crypto address without the amount suffix (null for PIX)."),
    qr_code: z
      .string()
      .describe(
        "Base64 PNG, no data: prefix: the payment's QR (the wallet URI, or the PIX BR Code); for a withdrawal, the QR of the exact send (the wallet URI the merchant scans) once the destination is known, an empty string before (and for a PIX refund, which the PSP returns).",
      ),
    expires_at: dateTimeText(),
    pay_currency: payCurrencyText(),
    fiat_currency: fiatCurrencyText(),
    emv: z.string().nullable().optional().describe("PIX only: the BR Code text."),
    due: pixDueChargeInput
      .nullable()
      .optional()
      .describe("PIX only: the due-date rules (API Pix cobv: dataDeVencimento, validadeAposVencimento, multa, juros, abatimento, desconto); null without a due date."),
    amount_due_today: z.string().optional().describe("PIX only: what the payer owes today (São Paulo calendar), plain decimal."),
  })
  .meta({ id: "PaymentDetails", description: "Where and what to pay." });

export const invoiceTransaction = z
  .object({
    hash: z.string(),
    output_index: z.number().int(),
    amount: z.string().describe("In pay_currency (a token of other decimals on another network is converted, rounded down)."),
    confirmations: z.number().int(),
    state: textOneOf(["pending", "confirmed", "dropped"]).describe("pending (seen, not final), confirmed (final) or dropped (left the mempool or re-orged out)."),
    network: textOneOf([...networkNames, "pix", "sandbox"]).describe("Where it came from."),
    counted: z.boolean().describe("False when recorded but not counted toward the invoice (another network, by the merchant's policy)."),
  })
  .meta({ id: "InvoiceTransaction", description: "A payment (or a withdrawal's send) seen for the invoice." });

export const withdrawalDetails = z
  .object({
    kind: z.enum(withdrawalKinds).describe("refund (money back from a payment) or payout (to any receiver)."),
    refund_of: z.string().nullable().describe("The id of the payment a refund gives money back from; null for a payout."),
    basis: z.string().nullable().describe("How the amount was chosen: received, excess, invoice_rate, current_rate or crypto."),
    claim_url: z.string().describe("The hosted page where the receiver gives the address to send to."),
    transaction_hash: z.string().nullable().describe("The merchant's send to pay_address, once seen on chain (a PIX refund: the return's end-to-end id)."),
    send_uri: z.string().nullable().describe(
      "The wallet URI of exactly the send that pays it (BIP21 / EIP-681, on the contract Ponte watches), once the receiver's address is known; null before, and for a PIX refund.",
    ),
    failure_reason: z
      .string()
      .nullable()
      .describe(
        "Why the receiver's side refused it, in its words: a PIX refund the PSP refused (FAILED), or the part of it the PSP refused when the rest went back (COMPLETED with amount_paid below amount_due; the difference is refundable again).",
      ),
    outcome_unknown: z
      .boolean()
      .describe("A PIX refund whose PSP has not answered for hours (unreachable, errors): Ponte keeps asking, but check with your bank whether the money went back."),
  })
  .meta({ id: "WithdrawalDetails", description: "WITHDRAWAL only: what kind of withdrawal, and how it is claimed and paid." });

const nullableText = z.string().nullable();

export const invoiceObject = z
  .object({
    id: z.string().describe("Invoice id (numeric text)."),
    type: z.enum(invoiceTypes),
    status: z.enum(invoiceStatuses),
    amount: z.number().describe("Fiat amount."),
    currency: fiatCurrencyText().describe("Fiat currency code."),
    gateway: z.enum(gateways),
    user_id: z.number().int().describe("Owner of the invoice."),
    external_reference: nullableText,
    createdAt: dateTimeText(),
    updatedAt: dateTimeText(),
    payment_details: paymentDetails,
    amount_due: z.string().describe("Amount to pay in pay_currency, plain decimal."),
    amount_paid: z.string().describe("Confirmed amount received in pay_currency, plain decimal."),
    rate: nullableText.describe("Price of one unit of pay_currency in the fiat currency."),
    rate_source: nullableText,
    rate_at: dateTimeText().nullable(),
    version: z.number().int().describe("Increases with every state change."),
    checkout_url: z.string().describe("The invoice's hosted page: the checkout of a payment, the claim page of a withdrawal."),
    payment_id: z.string(),
    id_transaction: z.string(),
    customer_name: nullableText,
    customer_email: nullableText,
    derivation_index: z.number().int().nullable().describe("Wallet receive index m/0/i of pay_address."),
    confirmations: z.number().int(),
    paid_at: dateTimeText().nullable(),
    paid_late: z.boolean(),
    overpaid: z.boolean(),
    marked: z.boolean(),
    paid_on_other_network: z
      .boolean()
      .describe("A payment of the invoice's token reached its address on another EVM network (see transactions[].network)."),
    transactions: z.array(invoiceTransaction),
    withdrawal: withdrawalDetails.optional(),
    checkout_session_id: nullableText.describe(
      "The checkout session (cs_…) whose payer chose this invoice's rail, so an invoice.paid of a session's remainder names the order it finishes; null for an invoice created directly.",
    ),
  })
  .meta({ id: "Invoice", description: "An invoice (crypto or PIX): a payment, or a withdrawal (refund or payout)." });
export type InvoiceObject = z.infer<typeof invoiceObject>;

export const invoiceEnvelope = z
  .object({ status: z.literal(200), code: z.literal("success"), response: invoiceObject })
  .meta({ id: "InvoiceEnvelope", description: "One invoice in the success envelope." });

export { pagination };

export const invoicePageEnvelope = z
  .object({
    status: z.literal(200),
    code: z.literal("success"),
    response: z.object({ data: z.array(invoiceObject), pagination }),
  })
  .meta({ id: "InvoicePage", description: "A page of invoices in the success envelope." });
