// The event feed's operation as the OpenAPI document describes it.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { eventFeedPage, eventFeedQuery } from "./feed";

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

export const eventsOperations: ApiOperation[] = [listEventsOperation];
