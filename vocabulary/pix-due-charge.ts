// The rules of a PIX charge with a due date (API Pix `cobv`), in API Pix's own field names and
// modalidade codes so they go to the PSP unchanged: `calendario.dataDeVencimento` and
// `validadeAposVencimento`, `valor.multa`, `valor.juros`, `valor.abatimento`, `valor.desconto`.
// One schema for REST, tRPC, the dashboard form and the OpenAPI document.
import { z } from "zod";

/** API Pix's money and percentage text: `\d{1,10}\.\d{2}` ("2.00", "150.90"). */
export const valorPercSchema = z
  .string({ error: "must be a decimal text with 2 decimals, like \"2.00\"" })
  .regex(/^\d{1,10}\.\d{2}$/, "must be a decimal text with 2 decimals, like \"2.00\"");

/** Hundredths of a unit (centavos, or hundredths of a percent) of a valorPerc text. */
export const hundredths = (valorPerc: string) => BigInt(valorPerc.replace(".", ""));

const ONE_HUNDRED_PERCENT = 10_000n;

/**
 * The consumer code's cap on a late-payment fine: Código de Defesa do Consumidor (Lei 8.078/1990),
 * art. 52 §1, 2 % of the amount due. It binds charges to consumers only, so a higher fine stays
 * valid for a business charge: the API accepts it and the dashboard warns above it.
 */
export const CONSUMER_FINE_CAP_PERCENT = "2.00";

/** A percentage fine (valorPerc text) above the consumer code's cap; false for text that is no valorPerc. */
export const fineAboveConsumerCap = (valorPerc: string) =>
  valorPercSchema.safeParse(valorPerc).success && hundredths(valorPerc) > hundredths(CONSUMER_FINE_CAP_PERCENT);

const fixedOrPercent = (what: string) =>
  z
    .object({
      modalidade: z.literal([1, 2], { error: "must be 1 (fixed value in BRL) or 2 (percentage of the original amount)" }),
      valorPerc: valorPercSchema,
    })
    .describe(`${what}: modalidade 1 = fixed value in BRL, 2 = percentage of valor.original`)
    .superRefine((value, ctx) => {
      if (value.modalidade === 2 && hundredths(value.valorPerc) > ONE_HUNDRED_PERCENT) {
        ctx.addIssue({ code: "custom", path: ["valorPerc"], message: "must be at most 100.00 (percent)" });
      }
    });

/** Business-day modalidades need a bank-holiday calendar, which Ponte does not keep (docs/decisions.md). */
const BUSINESS_DAY_INTEREST = [5, 6, 7, 8];
const BUSINESS_DAY_DISCOUNT = [4, 6];

const interestSchema = z
  .object({
    modalidade: z
      .number({ error: "must be a number from 1 to 4" })
      .int("must be a number from 1 to 4")
      .min(1, "must be a number from 1 to 4")
      .max(8, "must be a number from 1 to 4")
      .refine((value) => !BUSINESS_DAY_INTEREST.includes(value), "business-day interest (5-8) is not supported; use 1-4 (calendar days)"),
    valorPerc: valorPercSchema,
  })
  .describe(
    "Interest after the due date, per calendar day late: modalidade 1 = BRL per day, 2 = percent per day, " +
      "3 = percent per month (30 days), 4 = percent per year (360 days), all on valor.original",
  );

const fixedDateDiscount = z.object({
  data: z.iso.date("must be a date YYYY-MM-DD"),
  valorPerc: valorPercSchema,
});

const discountSchema = z
  .object({
    modalidade: z
      .number({ error: "must be 1, 2, 3 or 5" })
      .int("must be 1, 2, 3 or 5")
      .min(1, "must be 1, 2, 3 or 5")
      .max(6, "must be 1, 2, 3 or 5")
      .refine((value) => !BUSINESS_DAY_DISCOUNT.includes(value), "business-day discounts (4, 6) are not supported; use 3 or 5 (calendar days)"),
    valorPerc: valorPercSchema.optional(),
    descontoDataFixa: z.array(fixedDateDiscount).min(1, "must have 1 to 3 entries").max(3, "must have 1 to 3 entries").optional(),
  })
  .describe(
    "Discount for paying early: modalidade 1 = fixed BRL until each date of descontoDataFixa, 2 = percentage until " +
      "each date, 3 = BRL per calendar day before the due date, 5 = percent per calendar day before the due date",
  )
  .superRefine((value, ctx) => {
    const byDate = value.modalidade === 1 || value.modalidade === 2;
    if (byDate) {
      if (!value.descontoDataFixa) {
        ctx.addIssue({ code: "custom", path: ["descontoDataFixa"], message: "is required with modalidade 1 or 2" });
      }
      if (value.valorPerc !== undefined) {
        ctx.addIssue({ code: "custom", path: ["valorPerc"], message: "must not be sent with modalidade 1 or 2 (use descontoDataFixa)" });
      }
      const dates = (value.descontoDataFixa ?? []).map((entry) => entry.data);
      if (new Set(dates).size !== dates.length) {
        ctx.addIssue({ code: "custom", path: ["descontoDataFixa"], message: "must not repeat a date" });
      }
      value.descontoDataFixa?.forEach((entry, index) => {
        if (value.modalidade === 2 && hundredths(entry.valorPerc) > ONE_HUNDRED_PERCENT) {
          ctx.addIssue({ code: "custom", path: ["descontoDataFixa", index, "valorPerc"], message: "must be at most 100.00 (percent)" });
        }
      });
    } else {
      if (value.valorPerc === undefined) {
        ctx.addIssue({ code: "custom", path: ["valorPerc"], message: "is required with modalidade 3 or 5" });
      }
      if (value.descontoDataFixa !== undefined) {
        ctx.addIssue({ code: "custom", path: ["descontoDataFixa"], message: "must not be sent with modalidade 3 or 5" });
      }
    }
  });

/** API Pix limits validadeAposVencimento to an int32; Ponte keeps a charge open at most this long after its due date. */
export const MAX_DAYS_AFTER_DUE = 365;

export const pixDueChargeInput = z
  .object({
    dataDeVencimento: z.iso
      .date("must be a date YYYY-MM-DD")
      .describe("Due date (YYYY-MM-DD, São Paulo calendar): the last day without fine and interest"),
    validadeAposVencimento: z
      .number({ error: "must be a whole number of days" })
      .int("must be a whole number of days")
      .min(0, "must be at least 0")
      .max(MAX_DAYS_AFTER_DUE, `must be at most ${MAX_DAYS_AFTER_DUE}`)
      .optional()
      .describe("Calendar days after the due date the charge can still be paid; when absent, the days from the due date to expire_at"),
    multa: fixedOrPercent("Fine, charged once from the day after the due date").optional(),
    juros: interestSchema.optional(),
    abatimento: fixedOrPercent("Abatement, deducted on every day").optional(),
    desconto: discountSchema.optional(),
  })
  .superRefine((value, ctx) => {
    value.desconto?.descontoDataFixa?.forEach((entry, index) => {
      // API Pix: a discount date must be on or before the due date.
      if (entry.data > value.dataDeVencimento) {
        ctx.addIssue({ code: "custom", path: ["desconto", "descontoDataFixa", index, "data"], message: "must be on or before dataDeVencimento" });
      }
    });
  });

export type PixDueChargeInput = z.infer<typeof pixDueChargeInput>;

/** As stored on the invoice and sent to the PSP: the validity is always resolved. */
export type PixDueCharge = PixDueChargeInput & { validadeAposVencimento: number };

/** The stored rules of an invoice (jsonb), read back through the same schema. */
export function readPixDueCharge(stored: unknown): PixDueCharge | null {
  if (stored === null || stored === undefined) return null;
  const parsed = pixDueChargeInput.parse(stored);
  return { ...parsed, validadeAposVencimento: parsed.validadeAposVencimento ?? 0 };
}
