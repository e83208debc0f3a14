// The contracts of refunds and payouts (withdrawals): one zod schema each, used by REST, tRPC, the
// dashboard forms and the OpenAPI document. A withdrawal is answered as the invoice object.
import { z } from "zod";
import { assetCodes } from "@/vocabulary/assets";
import { MAX_FIAT_AMOUNT } from "@/server/crypto/schemas";
import { invoiceObject } from "@/server/invoices/invoice-object";
import { fiatCurrencies, hasAtMostDecimals } from "@/kernel/money";
import { text, upperCaseEnum } from "@/kernel/validation";

/**
 * How a refund's amount is chosen: all that is left to refund of what the payment received, the
 * excess of an overpaid payment, a fiat amount at the payment's own rate or at today's, or a crypto
 * amount. Conversions round down (the merchant never sends more than the fiat amount is worth), and
 * no refund takes more than what is left. A payout is a fiat amount at today's rate or a crypto amount.
 */
export const withdrawalBases = ["received", "excess", "invoice_rate", "current_rate", "crypto"] as const;
export type WithdrawalBasis = (typeof withdrawalBases)[number];

const fiatAmount = z
  .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a JSON number") })
  .positive("must be greater than 0")
  .max(MAX_FIAT_AMOUNT, `must be at most ${MAX_FIAT_AMOUNT}`)
  .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals");

const cryptoAmount = text()
  .regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be a plain decimal string such as "0.0015"')
  .refine((value) => /[1-9]/.test(value), "must be greater than 0");

const address = text().trim().max(200, "must be at most 200 characters");
const reference = text().min(1, "must not be empty").max(255, "must be at most 255 characters");
const note = text().trim().max(500, "must be at most 500 characters");

/** Which amount field each basis reads: none, the fiat `amount`, or `crypto_amount`. */
const amountFieldOf: Record<WithdrawalBasis, "amount" | "crypto_amount" | null> = {
  received: null,
  excess: null,
  invoice_rate: "amount",
  current_rate: "amount",
  crypto: "crypto_amount",
};

function requireAmountOf(
  value: { basis: WithdrawalBasis; amount?: number; crypto_amount?: string },
  context: z.RefinementCtx,
) {
  const wanted = amountFieldOf[value.basis];
  for (const field of ["amount", "crypto_amount"] as const) {
    if (field === wanted && value[field] === undefined) {
      context.addIssue({ code: "custom", path: [field], message: `is required with basis ${value.basis}` });
    }
    if (field !== wanted && value[field] !== undefined) {
      context.addIssue({ code: "custom", path: [field], message: `is not used with basis ${value.basis}` });
    }
  }
}

export const createRefundInput = z
  .object({
    basis: z
      .enum(withdrawalBases, { error: `must be one of ${withdrawalBases.join(", ")}` })
      .default("received")
      .describe(
        "received (default): all that is left to refund; excess: what an overpaid payment received beyond the amount due; " +
          "invoice_rate / current_rate: `amount` in the payment's fiat currency, converted at the payment's rate or today's; " +
          "crypto: `crypto_amount` in the payment's pay currency.",
      ),
    amount: fiatAmount.optional().describe("Fiat amount (invoice_rate, current_rate), at most 2 decimals."),
    crypto_amount: cryptoAmount.optional().describe("Amount in the pay currency (crypto), a plain decimal string."),
    address: address
      .optional()
      .describe("The receiver's address, when you know it: the refund then waits for your send. Without it, the receiver gives it on the claim page (`withdrawal.claim_url`)."),
    external_reference: reference.optional().describe("Your reference; the payment's by default."),
    description: note.optional().describe("Why (shown to the receiver on the claim page)."),
  })
  .superRefine(requireAmountOf)
  .describe("A refund of a payment.");
export type CreateRefundInput = z.infer<typeof createRefundInput>;

export const payoutBases = ["current_rate", "crypto"] as const satisfies WithdrawalBasis[];

export const createPayoutInput = z
  .object({
    pay_currency: upperCaseEnum(assetCodes as [string, ...string[]], "What is sent: BTC, ETH or USDTBSC (any case)."),
    fiat_currency: upperCaseEnum(fiatCurrencies, "The fiat currency the payout is accounted in: BRL, USD or EUR."),
    amount: fiatAmount
      .optional()
      .describe("Fiat amount, converted at today's rate (rounded down). Give this or `crypto_amount`."),
    crypto_amount: cryptoAmount.optional().describe("Amount in pay_currency. Give this or `amount`."),
    address: address.optional().describe("The receiver's address; without it, the receiver gives it on the claim page."),
    customer_name: text().trim().min(1, "must not be empty").max(200, "must be at most 200 characters").optional().describe("The receiver's name."),
    customer_email: text()
      .trim()
      .max(254, "must be at most 254 characters")
      .pipe(z.email("must be a valid e-mail address"))
      .optional()
      .describe("The receiver's e-mail."),
    external_reference: reference.optional(),
    description: note.optional().describe("What it pays for (shown to the receiver on the claim page)."),
  })
  .superRefine((value, context) => {
    if ((value.amount === undefined) === (value.crypto_amount === undefined)) {
      context.addIssue({ code: "custom", path: ["amount"], message: "give either amount or crypto_amount" });
    }
  })
  .describe("A payout to any receiver.");
export type CreatePayoutInput = z.infer<typeof createPayoutInput>;

/** The merchant gives (or corrects, while nobody has claimed it) a withdrawal's address. */
export const setWithdrawalAddressInput = z.object({ address: address.min(1, "must not be empty") });

/** A transaction hash the merchant pastes: checked on chain before it counts. */
export const withdrawalSendInput = z.object({
  transaction_hash: text()
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, "must be a transaction hash (64 hex digits, 0x first on EVM chains)")
    .describe("The hash of your transaction that sent the amount to pay_address."),
});

/** Body of POST /api/sandbox/invoices/{id}/claim. */
export const simulateClaimBody = z
  .object({ address: address.optional().describe("The receiver's address; an example address of the network when absent.") })
  .default({});

export const withdrawalEnvelope = (code: string) =>
  z.object({ status: z.literal(201), code: z.literal(code), response: invoiceObject });

export const withdrawalListEnvelope = z.object({
  status: z.literal(200),
  code: z.literal("success"),
  response: z.object({ data: z.array(invoiceObject) }),
});
