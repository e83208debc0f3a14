// Webhook settings and delivery log for the dashboard (thin: input, service, return).
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";
import { getWebhookSettings } from "@/server/webhooks/get-webhook-settings";
import { listWebhookDeliveries } from "@/server/webhooks/list-webhook-deliveries";
import { resendDelivery } from "@/server/webhooks/resend-delivery";
import { resendWebhook } from "@/server/webhooks/resend-webhook";
import { rotateWebhookSecret } from "@/server/webhooks/rotate-webhook-secret";
import { deliveryIdInput, deliveryListInput, invoiceIdInput, webhookUrlInput } from "@/server/webhooks/schemas";
import { sendTestEvent } from "@/server/webhooks/send-test-event";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";

export const webhooksRouter = createTRPCRouter({
  settings: merchantProcedure.query(({ ctx }) => getWebhookSettings(ctx.db, ctx.actor)),
  // A mutation, so the secret is fetched only on an explicit click and never cached or prefetched.
  revealSecret: merchantProcedure.mutation(({ ctx }) => getWebhookSettings(ctx.db, ctx.actor, { revealSecret: true })),
  setUrl: merchantProcedure.input(webhookUrlInput).mutation(({ ctx, input }) => setWebhookEndpoint(ctx.db, ctx.actor, input)),
  rotateSecret: merchantProcedure.mutation(({ ctx }) => rotateWebhookSecret(ctx.db, ctx.actor)),
  sendTest: merchantProcedure.mutation(({ ctx }) => sendTestEvent(ctx.db, ctx.actor)),
  deliveries: merchantProcedure.input(deliveryListInput).query(({ ctx, input }) => listWebhookDeliveries(ctx.db, ctx.actor, input)),
  resendDelivery: merchantProcedure
    .input(deliveryIdInput)
    .mutation(({ ctx, input }) => resendDelivery(ctx.db, ctx.actor, { deliveryId: input.deliveryId })),
  resendInvoice: merchantProcedure
    .input(invoiceIdInput)
    .mutation(({ ctx, input }) => resendWebhook(ctx.db, ctx.actor, { invoiceId: input.invoiceId })),
});
