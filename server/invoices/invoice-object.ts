// The invoice object and the list page as zod documents of what GET answers (and webhooks carry):
// the OpenAPI document describes them, and toInvoiceObject's return type is derived from them, so
// the two cannot drift.
import { z } from "zod";
import { gateways, invoiceStatuses, invoiceTypes } from "@/server/invoice-states";
import { pixDueChargeInput } from "@/server/pix-due-charge";
import { withdrawalKinds } from "./withdrawal-kind";

const nullableText = z.string().nullable();

export const invoiceObject = z
  .object({
    id: z.string().describe("Invoice id (numeric text)."),
    type: z.enum(invoiceTypes),
    status: z.enum(invoiceStatuses),
    amount: z.number().describe("Fiat amount."),
    currency: z.string().describe("Fiat currency code."),
    gateway: z.enum(gateways),
    user_id: z.number().int().describe("Owner of the invoice."),
    external_reference: nullableText,
    createdAt: z.string(),
    updatedAt: z.string(),
    payment_details: z.object({
      pay_address: nullableText.describe("Crypto address without the amount suffix (null for PIX)."),
      qr_code: nullableText.describe("Base64 PNG, no data: prefix."),
      expires_at: z.string(),
      pay_currency: z.string(),
      fiat_currency: z.string(),
      emv: nullableText.optional().describe("PIX only: the BR Code text."),
      due: pixDueChargeInput
        .nullable()
        .optional()
        .describe("PIX only: the due-date rules (API Pix cobv: dataDeVencimento, validadeAposVencimento, multa, juros, abatimento, desconto); null without a due date."),
      amount_due_today: z.string().optional().describe("PIX only: what the payer owes today (São Paulo calendar), plain decimal."),
    }),
    amount_due: z.string().describe("Amount to pay in pay_currency, plain decimal."),
    amount_paid: z.string().describe("Confirmed amount received in pay_currency, plain decimal."),
    rate: nullableText.describe("Price of one unit of pay_currency in the fiat currency."),
    rate_source: nullableText,
    rate_at: nullableText,
    version: z.number().int().describe("Increases with every state change."),
    checkout_url: z.string().describe("The invoice's hosted page: the checkout of a payment, the claim page of a withdrawal."),
    payment_id: z.string(),
    id_transaction: z.string(),
    customer_name: nullableText,
    customer_email: nullableText,
    derivation_index: z.number().int().nullable().describe("Wallet receive index m/0/i of pay_address."),
    confirmations: z.number().int(),
    paid_at: nullableText,
    paid_late: z.boolean(),
    overpaid: z.boolean(),
    marked: z.boolean(),
    paid_on_other_network: z
      .boolean()
      .describe("A payment of the invoice's token reached its address on another EVM network (see transactions[].network)."),
    transactions: z.array(
      z.object({
        hash: z.string(),
        output_index: z.number().int(),
        amount: z.string().describe("In pay_currency (a token of other decimals on another network is converted, rounded down)."),
        confirmations: z.number().int(),
        state: z.string(),
        network: z.string().describe("Where it came: bitcoin, ethereum, bsc, polygon, base, arbitrum, tron, pix or sandbox."),
        counted: z.boolean().describe("False when recorded but not counted toward the invoice (another network, by the merchant's policy)."),
      }),
    ),
    withdrawal: z
      .object({
        kind: z.enum(withdrawalKinds).describe("refund (money back from a payment) or payout (to any receiver)."),
        refund_of: nullableText.describe("The id of the payment a refund gives money back from; null for a payout."),
        basis: nullableText.describe("How the amount was chosen: received, excess, invoice_rate, current_rate or crypto."),
        claim_url: z.string().describe("The hosted page where the receiver gives the address to send to."),
        transaction_hash: nullableText.describe("The merchant's send to pay_address, once seen on chain."),
      })
      .optional()
      .describe("WITHDRAWAL only: what kind of withdrawal, and how it is claimed and paid."),
  })
  .describe("An invoice (crypto or PIX): a payment, or a withdrawal (refund or payout).");
export type InvoiceObject = z.infer<typeof invoiceObject>;

export const invoiceEnvelope = z.object({
  status: z.literal(200),
  code: z.literal("success"),
  response: invoiceObject,
});

export const invoicePageEnvelope = z.object({
  status: z.literal(200),
  code: z.literal("success"),
  response: z.object({
    data: z.array(invoiceObject),
    pagination: z.object({
      page: z.number().int(),
      quantityPerPage: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
    }),
  }),
});
