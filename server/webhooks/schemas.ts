// One zod schema per webhook contract, shared by REST, tRPC, forms and the OpenAPI document.
import { z } from "zod";

export const webhookUrlInput = z.object({
  url: z.string().trim().min(1, "is required").max(2048, "must be at most 2048 characters"),
});
export type WebhookUrlInput = z.infer<typeof webhookUrlInput>;

/** Any text: an id that is not a number names no invoice, so it is a 404 like an unknown one. */
export const resendWebhookParams = z.object({ id: z.string().describe("Invoice (sale) id.") });

export const resendWebhookResult = z
  .object({
    message: z.string(),
    invoice_id: z.number().int(),
    status: z.enum(["success", "pending"]),
  })
  .meta({ id: "WebhookResendResult", description: "What a resend did: delivered (success) or still retrying (pending)." });
export type ResendWebhookResult = z.infer<typeof resendWebhookResult>;

export const deliveryListInput = z.object({
  invoiceId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(100).default(25),
  /** Deliveries with an id below this one (the next page). */
  before: z.number().int().positive().optional(),
});
export type DeliveryListInput = z.input<typeof deliveryListInput>;

export const deliveryIdInput = z.object({ deliveryId: z.number().int().positive() });
export const invoiceIdInput = z.object({ invoiceId: z.number().int().positive() });
