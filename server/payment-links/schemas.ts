// The contracts of payment links (reusable links made in the dashboard): one zod schema each, used
// by tRPC, the dashboard form and the link's public page.
import { z } from "zod";
import { fiatAmount } from "@/server/checkout-sessions/schemas";
import { fiatCurrencies } from "@/server/money";
import { nonBlankText, upperCaseEnum } from "@/server/validation";

const MAX_QUANTITY = 1000;

export const createPaymentLinkInput = z
  .object({
    title: nonBlankText(120),
    description: nonBlankText(500).optional(),
    image_url: z.url({ protocol: /^https$/, error: "must be an https URL" }).max(2048, "must be at most 2048 characters").optional(),
    currency: upperCaseEnum(fiatCurrencies, "BRL, USD or EUR."),
    /** A fixed amount; without it the payer types the amount between min_amount and max_amount. */
    amount: fiatAmount.optional(),
    min_amount: fiatAmount.optional(),
    max_amount: fiatAmount.optional(),
    quantity_enabled: z.boolean("must be true or false").default(false),
    max_quantity: z.number("must be a number").int("must be an integer").min(1, "must be at least 1").max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`).optional(),
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

/** A visit that pays: the typed amount (open links) and the quantity (links that take one). */
export const startLinkSessionInput = z.object({
  slug: z.string().min(1).max(64),
  amount: fiatAmount.optional(),
  quantity: z.number("must be a number").int("must be an integer").min(1, "must be at least 1").max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY}`).optional(),
});
export type StartLinkSessionInput = z.infer<typeof startLinkSessionInput>;
