import { createUser } from "@/server/users/create-user";
import { getProfile, listUsers, setSandbox } from "@/server/users/manage-users";
import { createUserInput, setSandboxInput } from "@/server/users/schemas";
import { adminProcedure, createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const usersRouter = createTRPCRouter({
  me: merchantProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.actor)),
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db, ctx.actor)),
  create: adminProcedure.input(createUserInput).mutation(({ ctx, input }) => createUser(ctx.db, ctx.actor, input)),
  setSandbox: adminProcedure.input(setSandboxInput).mutation(({ ctx, input }) => setSandbox(ctx.db, ctx.actor, input)),
});
