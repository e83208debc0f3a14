// The contracts of checkout sessions (a payment whose rail the payer chooses): one zod schema each,
// used by REST, tRPC, the dashboard form and the OpenAPI document.
import { z } from "zod";
import { pageQueryFields, pagination } from "@/kernel/pagination";
import { checkoutSessionStatuses } from "@/vocabulary/checkout-session-states";
import { fiatCurrencies, hasAtMostDecimals } from "@/kernel/money";
import { nonBlankText, upperCaseEnum } from "@/kernel/validation";

export const MAX_SESSION_AMOUNT = 1_000_000_000;
const MAX_DAYS_AHEAD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Without `expires_at` a session may be chosen on for this long. */
export const DEFAULT_SESSION_TTL_MS = DAY_MS;

export const fiatAmount = z
  .number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a JSON number") })
  .positive("must be greater than 0")
  .max(MAX_SESSION_AMOUNT, `must be at most ${MAX_SESSION_AMOUNT}`)
  .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals");

export const createCheckoutSessionInput = z.object({
  amount: fiatAmount.describe("Amount in the fiat currency (at most 2 decimals)."),
  currency: upperCaseEnum(fiatCurrencies, "Fiat currency code: BRL, USD or EUR (any case). PIX is offered for BRL sessions."),
  description: nonBlankText(140).optional().describe("What is paid for, shown to the payer."),
  external_reference: nonBlankText(255).optional().describe("Reference of the calling application."),
  redirect_url: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(2048, "must be at most 2048 characters")
    .optional()
    .describe("Where the payer is sent once the session is paid."),
  expires_at: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with a zone (Z or ±hh:mm)", abort: true })
    .refine((value) => Date.parse(value) > Date.now(), "must be in the future")
    .refine((value) => Date.parse(value) <= Date.now() + MAX_DAYS_AHEAD * DAY_MS, "must be at most 30 days ahead")
    .optional()
    .describe("Until when the payer may choose a rail (default 24 hours). Each rail's invoice has its own expiry."),
  customer_name: nonBlankText(200).optional(),
  customer_email: z.email("must be a valid e-mail address").max(254, "must be at most 254 characters").optional(),
  customer_phone: nonBlankText(32).optional(),
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInput>;

export const checkoutSessionIdParams = z.object({ id: z.string().max(64, "must be at most 64 characters").describe("Checkout session id (cs_…).") });

export const listCheckoutSessionsInput = z.object({
  ...pageQueryFields,
  status: upperCaseEnum(checkoutSessionStatuses, "OPEN, PAID or EXPIRED (any case).").optional(),
});
export type ListCheckoutSessionsInput = z.input<typeof listCheckoutSessionsInput>;

/** A rail the payer can choose: PIX, or a crypto asset code (vocabulary/assets.ts). */
export const railInput = z.object({
  sessionId: z.string().min(3).max(64),
  rail: z.string().min(2).max(20),
});

export const sessionInvoiceObject = z.object({
  id: z.string(),
  gateway: z.enum(["crypto", "pix"]),
  status: z.string(),
  pay_currency: z.string(),
  amount_due: z.string(),
  amount_paid: z.string(),
  checkout_id: z.string(),
  checkout_url: z.string(),
  /** rail: chosen by the payer; remainder: the PIX invoice that finishes a short crypto payment. */
  role: z.enum(["rail", "remainder"]),
});

export const checkoutSessionObject = z.object({
  id: z.string().describe("cs_… id, also the hosted chooser's handle."),
  status: z.enum(checkoutSessionStatuses),
  amount: z.number(),
  currency: z.string(),
  description: z.string().nullable(),
  external_reference: z.string().nullable(),
  redirect_url: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  expires_at: z.string(),
  checkout_url: z.string().describe("The hosted page where the payer chooses PIX or a crypto asset."),
  payment_link: z.string().nullable().describe("The slug of the payment link the session came from."),
  quantity: z.number().int().nullable(),
  invoices: z.array(sessionInvoiceObject).describe("Every invoice the payer's choices created, oldest first."),
  paid_at: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;
export type SessionInvoiceObject = z.infer<typeof sessionInvoiceObject>;

export const checkoutSessionEnvelope = z.object({ status: z.number(), code: z.string(), response: checkoutSessionObject });
export const checkoutSessionPageEnvelope = z.object({
  status: z.number(),
  code: z.string(),
  response: z.object({
    data: z.array(checkoutSessionObject),
    pagination,
  }),
});
