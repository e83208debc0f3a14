// The document's `webhooks`: one entry per event type, each the POST Ponte sends to your endpoint,
// signed per Standard Webhooks.
import { checkoutEvent, invoiceEvent, testEvent } from "@/server/events/catalog";
import { checkoutEventTypes, invoiceEventTypes } from "@/vocabulary/event-names";
import type { SchemaComponents } from "./json-schema";
import { eventExample } from "./examples";

const signatureHeaders = [
  { name: "webhook-id", description: "The event id (evt_…): the same across retries and resends; deduplicate on it." },
  { name: "webhook-timestamp", description: "Unix seconds of this attempt; refuse ones far from your clock." },
  {
    name: "webhook-signature",
    description: "`v1,<base64 HMAC-SHA256 of \"{id}.{timestamp}.{body}\">`, one per active secret, space-separated.",
  },
].map((header) => ({ ...header, in: "header", required: true, schema: { type: "string" } }));

const operationIdOf = (type: string) =>
  "on" + type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");

export function webhookDescriptions(components: SchemaComponents) {
  const invoiceSchema = components.convert(invoiceEvent, "output");
  const checkoutSchema = components.convert(checkoutEvent, "output");
  const testSchema = components.convert(testEvent, "output");
  const entries = [
    ...invoiceEventTypes.map((type) => [type, invoiceSchema] as const),
    ...checkoutEventTypes.map((type) => [type, checkoutSchema] as const),
    ["webhook.test", testSchema] as const,
  ];
  return Object.fromEntries(
    entries.map(([type, schema]) => {
      const example = eventExample(type);
      return [
        type,
        {
          post: {
            operationId: operationIdOf(type),
            summary: `The ${type} event`,
            description:
              "Sent to your endpoint after the change commits, signed per Standard Webhooks (verify with the " +
              "`standardwebhooks` package and your whsec_ secret). Retried 3 times on failure; also kept in the event feed " +
              "(`GET /api/events`).",
            tags: ["Webhooks"],
            security: [],
            parameters: signatureHeaders,
            requestBody: {
              required: true,
              content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } },
            },
            responses: {
              "200": { description: "Any 2xx acknowledges the event." },
              "400": { description: "Any other answer (or none within the timeout) is retried." },
            },
          },
        },
      ];
    }),
  );
}
