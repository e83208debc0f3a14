// The webhook resend operation as the OpenAPI document describes it.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { resendWebhookParams, resendWebhookResult } from "./schemas";

export const resendWebhookOperation = apiOperation({
  method: "post",
  path: "/api/invoices/resend-webhook/{id}",
  operationId: "resendWebhook",
  summary: "Resend an invoice's webhook",
  description:
    "Delivers the invoice's latest event again, at once and with the same `webhook-id`, signed per Standard " +
    "Webhooks. Waits a few seconds at most: `success` when the receiver answered 2xx, `pending` otherwise (the " +
    "delivery then continues with the automatic retries). Changes no invoice state and may be repeated. " +
    "Admins and operators may resend for any merchant. At most 10 resends per invoice per minute.",
  tags: ["Webhooks"],
  params: resendWebhookParams,
  responses: {
    200: { description: "Resent (`success`) or in progress (`pending`)", schema: resendWebhookResult },
    404: { description: "Invoice not found (or not yours)" },
    422: { description: "`webhook_not_configured`: no webhook endpoint is set" },
    429: { description: "`rate_limited`: too many resends of this invoice; see Retry-After" },
  },
});

export const webhooksOperations: ApiOperation[] = [resendWebhookOperation];
