// The merchant's Checkout settings: how their hosted checkout presents the store to payers.
import { getCheckoutBranding } from "@/server/branding/get-checkout-branding";
import { saveCheckoutBranding } from "@/server/branding/save-checkout-branding";
import { checkoutBrandingInput } from "@/server/branding/schemas";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const checkoutSettingsRouter = createTRPCRouter({
  get: merchantProcedure.query(({ ctx }) => getCheckoutBranding(ctx.db, ctx.actor)),
  save: merchantProcedure.input(checkoutBrandingInput).mutation(({ ctx, input }) => saveCheckoutBranding(ctx.db, ctx.actor, input)),
});
