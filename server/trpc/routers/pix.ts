// The merchant's PIX receiver profile and PIX payments created from the dashboard.
import { z } from "zod";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import { getInvoice } from "@/server/invoices/get-invoice";
import { merchantPixConfirmsAutomatically } from "@/server/pix/psp/confirms-automatically";
import { recordReceivedPix, recordReceivedPixInput } from "@/server/pix/record-received-pix";
import { createPixPaymentInput } from "@/server/pix/schemas";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

/** Plain strings: the service validates them and answers each bad field by name. */
const profileForm = z.object({
  keyType: z.string().max(10).optional(),
  key: z.string().max(200),
  legalName: z.string().max(500),
  document: z.string().max(40),
  documentType: z.string().max(10).optional(),
  city: z.string().max(100),
});

export const pixRouter = createTRPCRouter({
  profile: merchantProcedure.query(({ ctx }) => getPixProfile(ctx.db, ctx.actor.userId)),
  setProfile: merchantProcedure.input(profileForm).mutation(({ ctx, input }) => setPixProfile(ctx.db, ctx.actor, input)),
  /** The same service and input schema as POST /api/payments. */
  createPayment: merchantProcedure
    .input(createPixPaymentInput)
    .mutation(({ ctx, input }) => createPixPayment(ctx.db, ctx.actor, input)),
  /** Whether a PSP confirms this merchant's PIX payments; without one the invoice page offers "I received this PIX". */
  confirmsAutomatically: merchantProcedure.query(({ ctx }) => merchantPixConfirmsAutomatically(ctx.db, ctx.actor.userId)),
  recordReceived: merchantProcedure.input(recordReceivedPixInput).mutation(async ({ ctx, input }) => {
    const { invoice, recorded } = await recordReceivedPix(ctx.db, ctx.actor, input);
    return { recorded, invoice: await getInvoice(ctx.db, ctx.actor, invoice.id) };
  }),
});
