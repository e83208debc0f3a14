// The catalog of events: the body of every webhook delivery and of every entry of the event feed,
// one zod document per kind, so the OpenAPI document's `webhooks`, the feed's answer and the SDK's
// types describe the same thing. Their names are vocabulary/event-names.ts.
import { z } from "zod";
import { checkoutSessionObject } from "@/server/checkout-sessions/schemas";
import { invoiceObject } from "@/server/invoices/invoice-object";
import { checkoutEventTypes, invoiceEventTypes } from "@/vocabulary/event-names";
import { dateTimeText } from "@/kernel/validation";

export const invoiceEvent = z
  .object({
    id: z.string().describe("evt_…: also the webhook-id header, the same across retries and resends."),
    type: z.enum(invoiceEventTypes),
    created_at: dateTimeText(),
    data: z.object({ invoice: invoiceObject.describe("The invoice as GET answered it at this version.") }),
  })
  .meta({ id: "InvoiceEvent", description: "A change of an invoice, with its snapshot." });

export const testEvent = z
  .object({
    id: z.string(),
    type: z.literal("webhook.test"),
    created_at: dateTimeText(),
    data: z.object({ message: z.string() }),
  })
  .meta({ id: "TestEvent", description: "Sent from the dashboard's Send test event; changes nothing." });

export const checkoutEvent = z
  .object({
    id: z.string().describe("evt_…: also the webhook-id header, the same across retries and resends."),
    type: z.enum(checkoutEventTypes),
    created_at: dateTimeText(),
    data: z.object({ checkout_session: checkoutSessionObject.describe("The session, with its invoices, as GET answered it at this version.") }),
  })
  .meta({ id: "CheckoutEvent", description: "A change of a checkout session, with its snapshot." });

export const webhookEvent = z
  .union([invoiceEvent, checkoutEvent, testEvent])
  .meta({ id: "Event", description: "A webhook body: an invoice's event, a checkout session's event, or a test event." });
export type WebhookEventPayload = z.infer<typeof webhookEvent>;
