// Payment links: the merchant's links (create, list, on/off, each link's payments) and the link's
// public page (its view, and a visit that pays, which starts a checkout session).
import { createTRPCRouter, merchantProcedure, publicProcedure } from "@/server/trpc/init";
import { limitPayerAction } from "@/server/trpc/payer-rate-limit";
import { listLinkPayments } from "@/server/payment-links/link-payments";
import { createPaymentLink, listPaymentLinks, setPaymentLinkActive } from "@/server/payment-links/manage-payment-links";
import { getPublicLink, startLinkSession } from "@/server/payment-links/pay-link";
import { createPaymentLinkInput, linkIdInput, setLinkActiveInput, slugInput, startLinkSessionInput } from "@/server/payment-links/schemas";

export const paymentLinksRouter = createTRPCRouter({
  create: merchantProcedure.input(createPaymentLinkInput).mutation(({ ctx, input }) => createPaymentLink(ctx.db, ctx.actor, input)),
  list: merchantProcedure.query(({ ctx }) => listPaymentLinks(ctx.db, ctx.actor)),
  setActive: merchantProcedure.input(setLinkActiveInput).mutation(({ ctx, input }) => setPaymentLinkActive(ctx.db, ctx.actor, input)),
  payments: merchantProcedure.input(linkIdInput).query(({ ctx, input }) => listLinkPayments(ctx.db, ctx.actor, input)),
  view: publicProcedure.input(slugInput).query(({ ctx, input }) => getPublicLink(ctx.db, input.slug)),
  start: publicProcedure.input(startLinkSessionInput).mutation(async ({ ctx, input }) => {
    await limitPayerAction(ctx.db, { action: "link-start", handle: input.slug, clientAddress: ctx.clientAddress });
    return startLinkSession(ctx.db, input);
  }),
});
