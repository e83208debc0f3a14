// The contracts of the crypto and invoice endpoints: one zod schema each, used by REST, tRPC,
// the dashboard forms and the OpenAPI document.
import { z } from "zod";
import { gatewayEnum, invoiceStatusEnum, invoiceTypeEnum } from "@/db/schema";
import { fiatCurrencies, hasAtMostDecimals } from "@/server/money";
import { storableDate } from "@/server/storable";
import { text, upperCaseEnum } from "@/server/validation";
import { assetCodes } from "./assets";

export const MAX_FIAT_AMOUNT = 1_000_000_000;

export const createCryptoPaymentInput = z.object({
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a JSON number") })
    .positive("must be greater than 0")
    .max(MAX_FIAT_AMOUNT, `must be at most ${MAX_FIAT_AMOUNT}`)
    .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals")
    .describe("Payment amount in the fiat currency (at most 2 decimals)."),
  fiat_currency: upperCaseEnum(fiatCurrencies, "Fiat currency code: BRL, USD or EUR."),
  pay_currency: upperCaseEnum(assetCodes as [string, ...string[]], "Cryptocurrency to pay with: BTC, ETH or USDTBSC (any case)."),
  customer_name: text().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
  customer_email: text().trim().max(254, "must be at most 254 characters").pipe(z.email("must be a valid e-mail address")),
  external_reference: text()
    .min(1, "must not be empty")
    .max(255, "must be at most 255 characters")
    .describe("Reference of the calling application."),
});
export type CreateCryptoPaymentInput = z.infer<typeof createCryptoPaymentInput>;

export const cryptoPaymentObject = z.object({
  id: z.string(),
  id_transaction: z.uuid(),
  status: z.literal("WAITING_PAYMENT"),
  payment_id: z.string().regex(/^\d+$/),
  qr_code: z.string().describe("Base64 PNG of a BIP21 / EIP-681 wallet URI, without a data: prefix."),
  pay_address: z.string().describe("<address>?amount=<crypto amount>"),
  amount: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  redirect_url: z.null(),
  checkout_url: z.string(),
  pay_currency: z.string(),
  amount_due: z.string().describe("Crypto amount to pay, plain decimal."),
  rate: z.string().describe("Price of one unit of pay_currency in the fiat currency."),
  rate_source: z.string(),
});
export type CryptoPaymentObject = z.infer<typeof cryptoPaymentObject>;

export const invoiceIdParams = z.object({ id: z.string().describe("Invoice id.") });

const ORDER_FIELDS = ["createdAt", "updatedAt", "amount", "status"] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

function isIsoDate(value: string) {
  // A date (2026-11-22) or a date-time with an optional zone; Date.parse alone accepts too much.
  return /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));
}
const isoDate = z
  .string()
  .refine(isIsoDate, { message: "must be an ISO 8601 date or date-time", abort: true })
  .transform((value) => new Date(value))
  .pipe(storableDate);

export const listInvoicesInput = z
  .object({
    page: z.coerce.number("must be a number").int("must be an integer").min(1, "must be at least 1").default(1),
    quantityPerPage: z.coerce
      .number("must be a number")
      .int("must be an integer")
      .min(1, "must be at least 1")
      .max(100, "must be at most 100")
      .default(10),
    orderBy: z
      .string()
      .regex(
        new RegExp(`^(${ORDER_FIELDS.join("|")})\\.(ASC|DESC|asc|desc)$`),
        `must be <field>.<ASC|DESC> with field one of ${ORDER_FIELDS.join(", ")}`,
      )
      .transform((value) => {
        const [field, direction] = value.split(".");
        return { field: field as OrderField, direction: direction?.toUpperCase() === "ASC" ? ("ASC" as const) : ("DESC" as const) };
      })
      .optional()
      .describe("<field>.<ASC|DESC>, field one of createdAt, updatedAt, amount, status (default createdAt.DESC)."),
    type: upperCaseEnum(invoiceTypeEnum.enumValues, "PAYMENT or WITHDRAWAL (any case).").optional(),
    status: upperCaseEnum(invoiceStatusEnum.enumValues, `Invoice status: ${invoiceStatusEnum.enumValues.join(", ")} (any case).`).optional(),
    gateway: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(gatewayEnum.enumValues, { error: "must be crypto or pix" }))
      .optional()
      .describe("crypto or pix."),
    start_date: isoDate.optional().describe("Inclusive start of the creation period (ISO 8601)."),
    end_date: isoDate.optional().describe("Exclusive end of the creation period (ISO 8601)."),
    user_id: z.coerce
      .number("must be a number")
      .int("must be an integer")
      .positive("must be positive")
      .optional()
      .describe("Owner filter; admin and operator only."),
    query: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(200, "must be at most 200 characters")
      .optional()
      .describe(
        "The id, a part of external_reference, customer name or e-mail, or the start or end of the pay address (any case; also pasted as the create answer's pay_address or as its payment URI).",
      ),
  })
  .describe("List filters.");
export type ListInvoicesInput = z.input<typeof listInvoicesInput>;
export type ListInvoicesFilters = z.output<typeof listInvoicesInput>;

export const walletCurrencyInput = z.object({
  currency: upperCaseEnum(assetCodes as [string, ...string[]], "BTC, ETH or USDTBSC (ETH and USDTBSC share one EVM key)."),
  xpub: z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters"),
});
export type WalletCurrencyInput = z.infer<typeof walletCurrencyInput>;
