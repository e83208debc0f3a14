import { changePassword } from "@/server/users/change-password";
import { createUser } from "@/server/users/create-user";
import { getProfile, listUsers, setSandbox } from "@/server/users/manage-users";
import { getPreferences, setPreferences } from "@/server/users/preferences";
import { setUserDisabled } from "@/server/users/set-user-disabled";
import { changePasswordInput, createUserInput, setPreferencesInput, setSandboxInput, setUserDisabledInput } from "@/server/users/schemas";
import { adminProcedure, createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const usersRouter = createTRPCRouter({
  me: merchantProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.actor)),
  changePassword: merchantProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.actor, input)),
  preferences: merchantProcedure.query(({ ctx }) => getPreferences(ctx.db, ctx.actor)),
  setPreferences: merchantProcedure
    .input(setPreferencesInput)
    .mutation(({ ctx, input }) => setPreferences(ctx.db, ctx.actor, input)),
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.db, ctx.actor)),
  create: adminProcedure.input(createUserInput).mutation(({ ctx, input }) => createUser(ctx.db, ctx.actor, input)),
  setSandbox: adminProcedure.input(setSandboxInput).mutation(({ ctx, input }) => setSandbox(ctx.db, ctx.actor, input)),
  setDisabled: adminProcedure
    .input(setUserDisabledInput)
    .mutation(({ ctx, input }) => setUserDisabled(ctx.db, ctx.actor, input)),
});
