// The PIX contracts as zod schemas, shared by the REST handler, tRPC, the dashboard form, the
// hosted checkout and the OpenAPI document.
import { z } from "zod";
import { hasAtMostDecimals, minorUnitsFromAmount } from "@/kernel/money";
import { invoiceStatuses } from "@/vocabulary/invoice-states";
import { dateTimeText } from "@/kernel/validation";
import { detectDocumentType, documentTypes, isValidDocument } from "./documents";
import { addDays, amountDueOn, pixCalendarDay } from "@/vocabulary/pix-due-amount";
import { pixDueChargeInput, type PixDueChargeInput } from "@/vocabulary/pix-due-charge";
import { isValidPixKey, pixKeyTypes, detectPixKeyType } from "./pix-key";

export const clientModes = ["noNeedToSpecify", "fillDataNow", "requestCheckout"] as const;
export type ClientMode = (typeof clientModes)[number];

const MAX_AMOUNT = 1_000_000_000;
const MAX_DAYS_AHEAD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** E.164 (+5511987654321) or Brazilian digits with area code (11987654321), punctuation allowed. */
const PHONE_NUMBER = /^(?:\+[1-9]\d{7,14}|(?:55)?[1-9]\d{9,10})$/;
const stripPhone = (text: string) => text.replace(/[\s()\-.]/g, "");

const amountSchema = z
  .number({ error: "must be a number" })
  .positive("must be greater than 0")
  .max(MAX_AMOUNT, "must be at most 1000000000")
  .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals");

const optionalText = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const customerNameSchema = optionalText(200);
export const customerEmailSchema = z.email("must be a valid e-mail address").max(254, "must be at most 254 characters");
const documentTypeSchema = z.enum(documentTypes, { error: "must be CPF or CNPJ" });
const documentNumberSchema = z.string().trim().min(1, "must not be empty").max(18, "must be at most 18 characters");

/** Adds an issue on `document_client` when it does not match its type's check digits. */
function checkDocument(
  value: { document_client?: string; document_type?: "CPF" | "CNPJ" },
  ctx: z.RefinementCtx,
) {
  if (value.document_client === undefined) return;
  if (value.document_type === undefined) {
    ctx.addIssue({ code: "custom", path: ["document_type"], message: "is required with document_client" });
    return;
  }
  if (!isValidDocument(value.document_type, value.document_client)) {
    ctx.addIssue({
      code: "custom",
      path: ["document_client"],
      message: `is not a valid ${value.document_type} (check digits)`,
    });
  }
}

/** Adds issues where a due date does not fit the rest of the payment (dates, payer, amount left to pay). */
function checkDue(
  value: { due: PixDueChargeInput; expire_at: string; amount: number } & Partial<Record<"name_client" | "document_client" | "document_type", string>>,
  ctx: z.RefinementCtx,
) {
  // The object-level checks run even when a field failed: weigh only rules that parsed.
  if (!pixDueChargeInput.safeParse(value.due).success) return;
  const { due } = value;
  const today = pixCalendarDay(new Date());
  if (due.dataDeVencimento < today) {
    ctx.addIssue({ code: "custom", path: ["due", "dataDeVencimento"], message: "must be today or later (São Paulo calendar)" });
  }
  const expireAt = Date.parse(value.expire_at);
  if (!Number.isNaN(expireAt)) {
    const expiryDay = pixCalendarDay(new Date(expireAt));
    if (expiryDay < due.dataDeVencimento) {
      ctx.addIssue({ code: "custom", path: ["expire_at"], message: "must fall on or after due.dataDeVencimento (São Paulo calendar)" });
    } else if (due.validadeAposVencimento !== undefined && expiryDay > addDays(due.dataDeVencimento, due.validadeAposVencimento)) {
      ctx.addIssue({ code: "custom", path: ["expire_at"], message: "must not fall after due.dataDeVencimento + due.validadeAposVencimento" });
    }
  }
  for (const field of ["name_client", "document_client", "document_type"] as const) {
    if (value[field] === undefined) {
      ctx.addIssue({ code: "custom", path: [field], message: "is required with due (API Pix names the payer of a charge with a due date)" });
    }
  }
  if (!Number.isFinite(value.amount) || value.amount <= 0 || !hasAtMostDecimals(value.amount, 2)) return;
  const originalCentavos = minorUnitsFromAmount(value.amount);
  // The most the discount and abatement take off: today (per-day discounts) or on a discount date.
  const days = [today, ...(due.desconto?.descontoDataFixa ?? []).map((entry) => entry.data)];
  const rules = { ...due, validadeAposVencimento: due.validadeAposVencimento ?? 0 };
  if (days.some((day) => amountDueOn({ originalCentavos, due: rules, day }).amountCentavos <= 0n)) {
    ctx.addIssue({ code: "custom", path: ["due"], message: "abatimento and desconto must leave an amount above 0 on every day" });
  }
}

export const createPixPaymentInput = z
  .object({
    clientMode: z
      .enum(clientModes, { error: "must be noNeedToSpecify, fillDataNow or requestCheckout" })
      .describe("noNeedToSpecify: no client data; fillDataNow: name_client, document_client and document_type now; requestCheckout: the customer fills them on the hosted checkout"),
    amount: amountSchema.describe("BRL, a JSON number > 0 with at most 2 decimals, at most 1000000000"),
    /** PIX is BRL only; accepted so a client may say so explicitly. */
    currency: z.literal("BRL", { error: "must be BRL (PIX is BRL only)" }).optional(),
    expire_at: z.iso
      // abort: a text that is no date-time is not also "in the past" and "too far ahead".
      .datetime({ offset: true, error: "must be an ISO 8601 date-time with a zone (Z or ±hh:mm)", abort: true })
      .refine((value) => Date.parse(value) > Date.now(), "must be in the future")
      .refine((value) => Date.parse(value) <= Date.now() + MAX_DAYS_AHEAD * DAY_MS, "must be at most 30 days ahead")
      .describe("ISO 8601 date-time with a zone, in the future, at most 30 days ahead"),
    description: optionalText(140).optional(),
    external_reference: optionalText(255).optional(),
    redirect_url: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(2048, "must be at most 2048 characters")
      .optional(),
    phoneNumber: z
      .string()
      .max(32, "must be at most 32 characters")
      .refine((value) => PHONE_NUMBER.test(stripPhone(value)), "must be E.164 (+5511987654321) or Brazilian digits with area code")
      .describe("E.164 (+5511987654321) or Brazilian digits with area code (11987654321)")
      .optional(),
    email: customerEmailSchema.optional(),
    document_type: documentTypeSchema.optional(),
    name_client: customerNameSchema.optional(),
    document_client: documentNumberSchema
      .describe("CPF (11 digits) or CNPJ (14 characters, alphanumeric CNPJ accepted), punctuation allowed; check digits validated against document_type")
      .optional(),
    due: pixDueChargeInput
      .optional()
      .describe(
        "A charge with a due date (API Pix cobv), in API Pix's field names: dataDeVencimento, validadeAposVencimento, " +
          "multa, juros, abatimento, desconto. Needs name_client, document_client and document_type (API Pix names the payer of a cobv).",
      ),
  })
  .superRefine((value, ctx) => {
    if (value.due) checkDue({ ...value, due: value.due }, ctx);
    if (value.clientMode === "fillDataNow") {
      for (const field of ["name_client", "document_client", "document_type"] as const) {
        if (value[field] === undefined) {
          ctx.addIssue({ code: "custom", path: [field], message: "is required when clientMode is fillDataNow" });
        }
      }
    }
    checkDocument(value, ctx);
  });

export type CreatePixPaymentInput = z.infer<typeof createPixPaymentInput>;

const nullableText = z.string().nullable();

/** The payment record with QR data (spec endpoint 5), plus `checkout_url`. */
const pixPaymentRecord = z
  .object({
  id: z.number().int(),
  amount: z.number(),
  description: nullableText,
  clientMode: z.enum(clientModes),
  redirect_url: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  document_type: nullableText,
  expire_at: dateTimeText().describe("ISO 8601 with the PIX_TIMEZONE offset"),
  document_client: nullableText,
  document_type_client: nullableText,
  name_client: nullableText,
  external_reference: nullableText,
  id_transaction: z.string(),
  transaction_pix_id: z.string().describe("The txid of the charge"),
  emv: z.string().describe("BR Code text (copy and paste)"),
  name_receiver: z.string(),
  document_receiver: z.string(),
  document_type_receiver: z.string(),
  qr_image: z.string().describe("Base64 PNG of the EMV, without a data: prefix"),
  qr_text: z.string(),
  status: z.enum(invoiceStatuses),
  checkout_id: z.string(),
  checkout_url: z.string(),
  createdAt: dateTimeText().describe("ISO 8601 with the PIX_TIMEZONE offset"),
  updatedAt: dateTimeText().describe("ISO 8601 with the PIX_TIMEZONE offset"),
  due: pixDueChargeInput.nullable().describe("The due-date rules (API Pix cobv), validadeAposVencimento resolved; null without a due date"),
  amount_due_today: z.number().describe("What the payer owes today (São Paulo calendar): amount, or the due-date rules applied to it"),
  })
  .meta({ id: "PixPaymentRecord", description: "The PIX payment record with its QR data." });

export const createPixPaymentResponse = z
  .object({ status: z.literal(201), code: z.literal("payment_created"), response: pixPaymentRecord })
  .meta({ id: "PixPaymentCreated", description: "The created PIX payment in the envelope." });

/** The merchant's receiver profile; key and document types are detected when not given. */
const pixProfileFields = z.object({
  keyType: z.enum(pixKeyTypes).optional(),
  key: z.string().trim().min(1, "is required").max(77, "must be at most 77 characters"),
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(200, "must be at most 200 characters"),
  document: z.string().trim().min(1, "is required").max(18, "must be at most 18 characters"),
  documentType: documentTypeSchema.optional(),
  city: z.string().trim().min(2, "must have at least 2 characters").max(15, "must be at most 15 characters (BR Code limit)"),
});

export const setPixProfileInput = pixProfileFields
  .superRefine((value, ctx) => {
    const keyType = value.keyType ?? detectPixKeyType(value.key);
    if (!keyType) {
      ctx.addIssue({ code: "custom", path: ["key"], message: "is not a valid CPF, CNPJ, e-mail, phone (+55…) or random key" });
    } else if (!isValidPixKey(keyType, value.key)) {
      ctx.addIssue({ code: "custom", path: ["key"], message: `is not a valid ${keyType} key` });
    }
    const valid = value.documentType ? isValidDocument(value.documentType, value.document) : detectDocumentType(value.document);
    if (!valid) {
      ctx.addIssue({ code: "custom", path: ["document"], message: `is not a valid ${value.documentType ?? "CPF or CNPJ"}` });
    }
  });

/** What the hosted checkout asks of the customer in requestCheckout mode. */
const submitCustomerFields = z.object({
  checkoutId: z.string().min(16).max(64),
  name: customerNameSchema,
  documentType: documentTypeSchema,
  document: documentNumberSchema,
  email: customerEmailSchema,
});

export const submitCustomerInput = submitCustomerFields
  .superRefine((value, ctx) => {
    if (!isValidDocument(value.documentType, value.document)) {
      ctx.addIssue({ code: "custom", path: ["document"], message: `is not a valid ${value.documentType}` });
    }
  });
