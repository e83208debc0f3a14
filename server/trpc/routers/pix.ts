// The merchant's PIX receiver profile and PIX payments created from the dashboard.
import { z } from "zod";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import { getInvoice } from "@/server/invoices/get-invoice";
import { invoiceConfirmsAutomatically } from "@/server/pix/connection/confirms-automatically";
import { recordReceivedPix, recordReceivedPixInput } from "@/server/pix/record-received-pix";
import { createPixPaymentInput } from "@/server/pix/schemas";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { deletePspConnection } from "@/server/pix/connection/delete-psp-connection";
import { getPspConnection } from "@/server/pix/connection/get-psp-connection";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import { testPspConnection } from "@/server/pix/connection/test-psp-connection";
import { connectSandboxPsp, payInSandboxPsp } from "@/server/sandbox/sandbox-psp";
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

/** Plain strings (file contents read by the browser): the service validates and names each bad field. */
const connectionForm = z.object({
  baseUrl: z.string().max(2_000),
  tokenUrl: z.string().max(2_000),
  clientId: z.string().max(500),
  clientSecret: z.string().max(2_000).optional(),
  certificatePem: z.string().max(20_000).optional(),
  privateKeyPem: z.string().max(20_000).optional(),
  pkcs12Base64: z.string().max(40_000).optional(),
  pkcs12Password: z.string().max(500).optional(),
  serverCaPem: z.string().max(20_000).optional(),
});

export const pixRouter = createTRPCRouter({
  profile: merchantProcedure.query(({ ctx }) => getPixProfile(ctx.db, ctx.actor.userId)),
  setProfile: merchantProcedure.input(profileForm).mutation(({ ctx, input }) => setPixProfile(ctx.db, ctx.actor, input)),
  connection: merchantProcedure.query(({ ctx }) => getPspConnection(ctx.db, ctx.actor)),
  setConnection: merchantProcedure.input(connectionForm).mutation(({ ctx, input }) => setPspConnection(ctx.db, ctx.actor, input)),
  // A mutation: it calls the PSP, so it runs only on an explicit click.
  testConnection: merchantProcedure.mutation(({ ctx }) => testPspConnection(ctx.db, ctx.actor)),
  deleteConnection: merchantProcedure.mutation(({ ctx }) => deletePspConnection(ctx.db, ctx.actor)),
  /** Sandbox merchants: connect the built-in simulated PSP, and pay a charge in it. */
  connectSimulator: merchantProcedure.mutation(({ ctx }) => connectSandboxPsp(ctx.db, ctx.actor)),
  payInSimulator: merchantProcedure
    .input(z.object({ invoiceId: z.union([z.string(), z.number()]) }))
    .mutation(({ ctx, input }) => payInSandboxPsp(ctx.db, ctx.actor, input.invoiceId)),
  /** The same service and input schema as POST /api/payments. */
  createPayment: merchantProcedure
    .input(createPixPaymentInput)
    .mutation(({ ctx, input }) => createPixPayment(ctx.db, ctx.actor, input)),
  /** Whether a PSP confirms this PIX payment; without one the invoice page offers "I received this PIX". */
  confirmsAutomatically: merchantProcedure
    .input(z.object({ invoiceId: z.union([z.string(), z.number()]) }))
    .query(({ ctx, input }) => invoiceConfirmsAutomatically(ctx.db, ctx.actor, input.invoiceId)),
  recordReceived: merchantProcedure.input(recordReceivedPixInput).mutation(async ({ ctx, input }) => {
    const { invoice, recorded } = await recordReceivedPix(ctx.db, ctx.actor, input);
    return { recorded, invoice: await getInvoice(ctx.db, ctx.actor, invoice.id) };
  }),
});
