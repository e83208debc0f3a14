// The PIX customer form's checks as the customer types: the same field schemas the server applies
// (server/pix/schemas.ts). The form loads this module after the page has painted: zod is a large
// share of a checkout's script (docs/performance.md), and the server checks the form again.
import "@/components/browser-zod";
import { detectDocumentType } from "@/server/pix/documents";
import { customerEmailSchema, customerNameSchema } from "@/server/pix/schemas";
import type { MessageKey } from "@/components/payer/i18n";

export type CustomerField = "name" | "document" | "email";
export type CustomerErrors = Partial<Record<CustomerField, MessageKey>>;

export function checkCustomer(values: Record<CustomerField, string>): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!customerNameSchema.safeParse(values.name).success) {
    errors.name = values.name.trim() ? "pix.form.nameTooLong" : "pix.form.nameRequired";
  }
  if (!detectDocumentType(values.document)) errors.document = "pix.form.documentInvalid";
  if (!customerEmailSchema.safeParse(values.email.trim()).success) errors.email = "pix.form.emailInvalid";
  return errors;
}
