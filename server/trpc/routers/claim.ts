// The claim page of a refund or payout (public, no sign-in): the unguessable claim id is the only
// handle. Its view, and the receiver's address (refusals are answers the page words itself).
import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/trpc/init";
import { claimWithdrawal, getClaimView } from "@/server/withdrawals/claim";

const claimIdInput = z.object({ claimId: z.string().min(16).max(64) });

export const claimRouter = createTRPCRouter({
  view: publicProcedure.input(claimIdInput).query(({ ctx, input }) => getClaimView(ctx.db, input.claimId)),
  submit: publicProcedure
    .input(claimIdInput.extend({ address: z.string().max(200) }))
    .mutation(({ ctx, input }) => claimWithdrawal(ctx.db, input)),
});
