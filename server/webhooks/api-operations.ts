// The webhook resend operation as the OpenAPI document describes it.
import { apiOperation, type ApiOperation } from "@/server/kernel/api-operation";
import { eventFeedPage, eventFeedQuery } from "./event-feed";
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


export const listEventsOperation = apiOperation({
  method: "get",
  path: "/api/events",
  operationId: "listEvents",
  summary: "Read the event feed",
  description:
    "Your events, oldest first, each exactly the body of its webhook delivery (the same `id`, the webhook-id). The " +
    "companion of the 3 retries: a receiver that was down longer catches up here, from the `next_cursor` it kept. " +
    "Events are kept at least 30 days. The order is the order of the transactions that wrote them; an event " +
    "appears once every transaction that began before its own has ended, so a cursor never skips one that " +
    "commits later. Poll with the last `next_cursor`; `has_more` says a full page is waiting. To follow only new " +
    "events, start with `after=now`.",
  tags: ["Webhooks"],
  query: eventFeedQuery,
  responses: {
    200: { description: "A page of events", schema: eventFeedPage },
  },
});

export const webhooksOperations: ApiOperation[] = [resendWebhookOperation, listEventsOperation];
