// Verifies a webhook delivery (or a `ponte listen` forward) with the Standard Webhooks library and
// answers its typed body.
import { Webhook } from "standardwebhooks";
import type { WebhookEvent } from "./models.js";

export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

function headerValue(headers: WebhookHeaders, name: string): string {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * Checks the signature, and that the timestamp is within 5 minutes, of the raw body (exactly the
 * bytes received, before any JSON parsing); throws when either fails.
 */
export function verifyWebhook(rawBody: string, headers: WebhookHeaders, secret: string): WebhookEvent {
  const verified = new Webhook(secret).verify(rawBody, {
    "webhook-id": headerValue(headers, "webhook-id"),
    "webhook-timestamp": headerValue(headers, "webhook-timestamp"),
    "webhook-signature": headerValue(headers, "webhook-signature"),
  });
  // The signature proves Ponte sent these bytes, and Ponte sends the documented event body.
  return verified as WebhookEvent;
}
