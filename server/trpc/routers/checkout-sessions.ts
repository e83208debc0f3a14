// Checkout sessions: the merchant's create, read and list (dashboard), and the payer's hosted
// chooser (public; the unguessable cs_… id is the only handle): its view, a rail's choice, and
// finishing a short crypto payment by PIX.
import { z } from "zod";
import { chooseRail } from "@/server/checkout-sessions/choose-rail";
import { createCheckoutSession } from "@/server/checkout-sessions/create-checkout-session";
import { finishByPix } from "@/server/checkout-sessions/finish-by-pix";
import { getCheckoutSession, listCheckoutSessions } from "@/server/checkout-sessions/get-checkout-session";
import { getPublicSession } from "@/server/checkout-sessions/public-session";
import { createCheckoutSessionInput, listCheckoutSessionsInput, railInput } from "@/server/checkout-sessions/schemas";
import { createTRPCRouter, merchantProcedure, publicProcedure } from "@/server/trpc/init";
import { limitPayerAction } from "@/server/trpc/payer-rate-limit";

const sessionIdInput = z.object({ sessionId: z.string().min(3).max(64) });

export const checkoutSessionsRouter = createTRPCRouter({
  create: merchantProcedure
    .input(createCheckoutSessionInput)
    .mutation(({ ctx, input }) => createCheckoutSession(ctx.db, ctx.actor, input)),
  get: merchantProcedure
    .input(z.object({ id: z.string().max(64) }))
    .query(({ ctx, input }) => getCheckoutSession(ctx.db, ctx.actor, input.id)),
  list: merchantProcedure
    .input(listCheckoutSessionsInput)
    .query(({ ctx, input }) => listCheckoutSessions(ctx.db, ctx.actor, input)),
  view: publicProcedure.input(sessionIdInput).query(({ ctx, input }) => getPublicSession(ctx.db, input.sessionId)),
  choose: publicProcedure.input(railInput).mutation(async ({ ctx, input }) => {
    await limitPayerAction(ctx.db, { action: "checkout-choice", handle: input.sessionId, clientAddress: ctx.clientAddress });
    return chooseRail(ctx.db, input);
  }),
  finishByPix: publicProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    await limitPayerAction(ctx.db, { action: "checkout-choice", handle: input.sessionId, clientAddress: ctx.clientAddress });
    return finishByPix(ctx.db, input);
  }),
});
