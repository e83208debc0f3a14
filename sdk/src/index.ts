export * from "./client";
export { verifyWebhook, type WebhookHeaders } from "./verify-webhook";
export type { components, operations, paths, webhooks } from "./schema";
