import { getNotificationSettings, notificationSettingsInput, saveNotificationSettings } from "@/server/notifications/settings";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const notificationsRouter = createTRPCRouter({
  settings: merchantProcedure.query(({ ctx }) => getNotificationSettings(ctx.db, ctx.actor.userId)),
  saveSettings: merchantProcedure
    .input(notificationSettingsInput)
    .mutation(({ ctx, input }) => saveNotificationSettings(ctx.db, ctx.actor, input)),
});
