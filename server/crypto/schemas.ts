// The contracts of the crypto endpoints: one zod schema each, used by REST, tRPC, the dashboard
// forms and the OpenAPI document.
import { z } from "zod";
import { fiatCurrencies, hasAtMostDecimals } from "@/kernel/money";
import { dateTimeText, text, textOneOf, upperCaseEnum } from "@/kernel/validation";
import { assetCodes } from "@/vocabulary/assets";

export const MAX_FIAT_AMOUNT = 1_000_000_000;

export const createCryptoPaymentInput = z.object({
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a JSON number") })
    .positive("must be greater than 0")
    .max(MAX_FIAT_AMOUNT, `must be at most ${MAX_FIAT_AMOUNT}`)
    .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals")
    .describe("Payment amount in the fiat currency (at most 2 decimals)."),
  fiat_currency: upperCaseEnum(fiatCurrencies, "Fiat currency code: BRL, USD or EUR."),
  pay_currency: upperCaseEnum(assetCodes as [string, ...string[]], `Cryptocurrency to pay with (any case): ${assetCodes.join(", ")}. Codes other than BTC, ETH and USDTBSC are accepted once their network is watched.`),
  customer_name: text().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
  customer_email: text().trim().max(254, "must be at most 254 characters").pipe(z.email("must be a valid e-mail address")),
  external_reference: text()
    .min(1, "must not be empty")
    .max(255, "must be at most 255 characters")
    .describe("Reference of the calling application."),
});
export type CreateCryptoPaymentInput = z.infer<typeof createCryptoPaymentInput>;

export const cryptoPaymentObject = z
  .object({
  id: z.string(),
  id_transaction: z.uuid(),
  status: z.literal("WAITING_PAYMENT"),
  payment_id: z.string().regex(/^\d+$/),
  qr_code: z.string().describe("Base64 PNG of a BIP21 / EIP-681 wallet URI (TRON: the bare address), without a data: prefix."),
  pay_address: z.string().describe("<address>?amount=<crypto amount>"),
  amount: z.number(),
  currency: textOneOf(fiatCurrencies).describe("The fiat currency."),
  expires_at: dateTimeText(),
  redirect_url: z.string().nullable().describe("Where the checkout sends the payer after paying; null when none."),
  checkout_url: z.string(),
  pay_currency: textOneOf(assetCodes),
  amount_due: z.string().describe("Crypto amount to pay, plain decimal."),
  rate: z.string().describe("Price of one unit of pay_currency in the fiat currency."),
  rate_source: z.string(),
  })
  .meta({ id: "CryptoPayment", description: "The created crypto payment (flat, without an envelope)." });
export type CryptoPaymentObject = z.infer<typeof cryptoPaymentObject>;

export const walletCurrencyInput = z.object({
  currency: upperCaseEnum(assetCodes as [string, ...string[]], "A currency of the key's chain: BTC (bitcoin key); ETH or any EVM token (one EVM key serves them all); USDTTRON (TRON key)."),
  xpub: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
});
export type WalletCurrencyInput = z.infer<typeof walletCurrencyInput>;
