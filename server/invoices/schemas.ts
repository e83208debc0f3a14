// The contracts of the invoice endpoints (read, list, export): one zod schema each, used by REST,
// tRPC, the dashboard filters and the OpenAPI document.
import { z } from "zod";
import { pageQueryFields } from "@/kernel/pagination";
import { gatewayEnum, invoiceStatusEnum, invoiceTypeEnum } from "@/db/schema";
import { storableDate } from "@/kernel/storable";
import { upperCaseEnum } from "@/kernel/validation";

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
    ...pageQueryFields,
    orderBy: z
      .string()
      .meta({ enum: ORDER_FIELDS.flatMap((field) => ["ASC", "DESC", "asc", "desc"].map((direction) => `${field}.${direction}`)) })
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
      .meta({ enum: [...gatewayEnum.enumValues, ...gatewayEnum.enumValues.map((value) => value.toUpperCase())] })
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
