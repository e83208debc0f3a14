// The hosted checkout (public, no sign-in): the unguessable checkout_id is the only handle. Each
// rail's live view, and the customer's data when the merchant asked the payer for it.
import { z } from "zod";
import { getCryptoCheckout } from "@/server/hosted-checkout/get-crypto-checkout";
import { getPixCheckout } from "@/server/hosted-checkout/get-pix-checkout";
import { submitCheckoutCustomer } from "@/server/hosted-checkout/submit-checkout-customer";
import { createTRPCRouter, publicProcedure } from "@/server/trpc/init";

const checkoutIdInput = z.object({ checkoutId: z.string().min(16).max(64) });
/** Plain strings: the service validates them and answers each bad field by name. */
const customerForm = z.object({
  checkoutId: z.string().max(64),
  name: z.string().max(500),
  documentType: z.string().max(10),
  document: z.string().max(40),
  email: z.string().max(500),
});

export const checkoutRouter = createTRPCRouter({
  pix: publicProcedure.input(checkoutIdInput).query(({ ctx, input }) => getPixCheckout(ctx.db, input.checkoutId)),
  crypto: publicProcedure.input(checkoutIdInput).query(({ ctx, input }) => getCryptoCheckout(ctx.db, input.checkoutId)),
  submitCustomer: publicProcedure
    .input(customerForm)
    .mutation(({ ctx, input }) => submitCheckoutCustomer(ctx.db, input)),
});
