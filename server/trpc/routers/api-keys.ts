import { z } from "zod";
import { createApiKey, listApiKeys, renameApiKey, revokeApiKey } from "@/server/auth/api-keys";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

const keyName = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");

export const apiKeysRouter = createTRPCRouter({
  list: merchantProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.actor)),
  create: merchantProcedure
    .input(z.object({ name: keyName }))
    .mutation(({ ctx, input }) => createApiKey(ctx.db, { userId: ctx.actor.userId, name: input.name })),
  rename: merchantProcedure
    .input(z.object({ id: z.number().int().positive(), name: keyName }))
    .mutation(({ ctx, input }) => renameApiKey(ctx.db, ctx.actor, input)),
  revoke: merchantProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.actor, input)),
});
