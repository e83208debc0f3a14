// The contracts of payment links (reusable links that start checkout sessions): one zod schema each,
// used by REST, tRPC, the dashboard form, the link's public page and the OpenAPI document.
import { z } from "zod";
import { checkoutSessionObject, fiatAmount } from "@/server/checkout-sessions/schemas";
import { pageQueryFields, pagination } from "@/kernel/pagination";
import { fiatCurrencyText } from "@/server/invoices/invoice-object";
import { fiatCurrencies } from "@/kernel/money";
import { dateTimeText, nonBlankText, upperCaseEnum } from "@/kernel/validation";

const MAX_QUANTITY = 1000;

export const createPaymentLinkInput = z
  .object({
    title: nonBlankText(120).describe("What is sold, shown to the payer."),
    description: nonBlankText(500).optional(),
    image_url: z
      .url({ protocol: /^https$/, error: "must be an https URL" })
      .max(2048, "must be at most 2048 characters")
      .optional()
      .describe("A picture of what is sold, shown on the link's page."),
    currency: upperCaseEnum(fiatCurrencies, "Fiat currency code: BRL, USD or EUR (any case). PIX is offered for BRL links."),
    /** A fixed amount; without it the payer types the amount between min_amount and max_amount. */
    amount: fiatAmount.optional().describe("A fixed price (at most 2 decimals). Without it the payer types the amount."),
    min_amount: fiatAmount.optional().describe("Without `amount`: the least the payer may type."),
    max_amount: fiatAmount.optional().describe("Without `amount`: the most the payer may type."),
    quantity_enabled: z.boolean("must be true or false").default(false).describe("With `amount`: the payer picks a quantity, and pays the amount times it."),
    max_quantity: z
      .number("must be a number")
      .int("must be an integer")
      .min(1, "must be at least 1")
      .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`)
      .optional()
      .describe("With `quantity_enabled`: the largest quantity the payer may pick."),
  })
  .superRefine((value, ctx) => {
    const fixed = value.amount !== undefined;
    if (fixed && (value.min_amount !== undefined || value.max_amount !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["min_amount"], message: "is only for a link whose payer types the amount (no amount)" });
    }
    if (!fixed && value.min_amount !== undefined && value.max_amount !== undefined && value.min_amount > value.max_amount) {
      ctx.addIssue({ code: "custom", path: ["max_amount"], message: "must be at least min_amount" });
    }
    if (!fixed && value.quantity_enabled) {
      ctx.addIssue({ code: "custom", path: ["quantity_enabled"], message: "needs a fixed amount" });
    }
  });
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkInput>;

export const linkIdInput = z.object({ id: z.number().int().positive() });
export const setLinkActiveInput = z.object({ id: z.number().int().positive(), active: z.boolean() });
export const slugInput = z.object({ slug: z.string().min(1).max(64) });

/** A link's id in a REST path: digits, read as the number tRPC takes. */
const notALinkId = "must be a payment link id (a positive integer)";
export const paymentLinkIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/, notALinkId)
    .transform(Number)
    .pipe(z.number().int(notALinkId).min(1, notALinkId))
    .describe("Payment link id."),
});


export const listPaymentLinksInput = z.object({
  ...pageQueryFields,
  active: z
    .enum(["true", "false"], "must be true or false")
    .transform((value) => value === "true")
    .optional()
    .describe("true: only links that take payments; false: only disabled ones."),
});
export type ListPaymentLinksFilters = z.output<typeof listPaymentLinksInput>;

export const listLinkPaymentsInput = z.object(pageQueryFields);
export type LinkPaymentsPage = z.output<typeof listLinkPaymentsInput>;

/** A visit that pays: the typed amount (open links) and the quantity (links that take one). */
export const startLinkSessionInput = z.object({
  slug: z.string().min(1).max(64),
  amount: fiatAmount.optional(),
  quantity: z.number("must be a number").int("must be an integer").min(1, "must be at least 1").max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`).optional(),
});
export type StartLinkSessionInput = z.infer<typeof startLinkSessionInput>;

export const paymentLinkObject = z
  .object({
    id: z.number().int().describe("Payment link id."),
    slug: z.string().describe("The last segment of `url`."),
    url: z.string().describe("The link's page (/l/<slug>): share it; each visit that pays starts its own checkout session."),
    qr_code: z.string().describe("Base64 PNG of `url`, no data: prefix: the QR code to print."),
    title: z.string(),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    currency: fiatCurrencyText().describe("Fiat currency code."),
    amount: z.number().nullable().describe("The fixed price; null when the payer types the amount."),
    min_amount: z.number().nullable().describe("The least the payer may type; null for a fixed price or no minimum."),
    max_amount: z.number().nullable().describe("The most the payer may type; null for a fixed price or no maximum of the link's own."),
    quantity_enabled: z.boolean(),
    max_quantity: z.number().int().nullable(),
    active: z.boolean().describe("False while the link is disabled: its page says so and starts no payment."),
    createdAt: dateTimeText(),
    updatedAt: dateTimeText(),
  })
  .meta({ id: "PaymentLink", description: "A reusable link that sells one thing: each visit that pays starts a checkout session." });
export type PaymentLinkObject = z.infer<typeof paymentLinkObject>;

export const paymentLinkCreatedEnvelope = z.object({
  status: z.literal(201),
  code: z.literal("payment_link_created"),
  response: paymentLinkObject,
});

export const paymentLinkEnvelope = z
  .object({ status: z.literal(200), code: z.literal("success"), response: paymentLinkObject })
  .meta({ id: "PaymentLinkEnvelope", description: "One payment link in the success envelope." });

export const paymentLinkPageEnvelope = z
  .object({
    status: z.literal(200),
    code: z.literal("success"),
    response: z.object({ data: z.array(paymentLinkObject), pagination }),
  })
  .meta({ id: "PaymentLinkPage", description: "A page of payment links in the success envelope." });

export const linkPaymentPageEnvelope = z.object({
  status: z.literal(200),
  code: z.literal("success"),
  response: z.object({ data: z.array(checkoutSessionObject), pagination }),
});
