// A user's e-mail notification settings: read with defaults, saved whole. The e-mails' language is
// the user's one language setting (users.locale), not a second one here.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/db/client";
import { notificationSettings } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";


/** One schema for the settings form, the tRPC procedure and the stored row. */
export const notificationSettingsInput = z.object({
  invoicePaid: z.boolean(),
  invoicePaidLate: z.boolean(),
  invoiceOverpaid: z.boolean(),
  invoicePartiallyPaidExpired: z.boolean(),
  webhookFailing: z.boolean(),
  customerReceipt: z.boolean(),
});
export type NotificationSettingsValues = z.infer<typeof notificationSettingsInput>;

export const defaultNotificationSettings: NotificationSettingsValues = {
  invoicePaid: true,
  invoicePaidLate: true,
  invoiceOverpaid: true,
  invoicePartiallyPaidExpired: true,
  webhookFailing: true,
  customerReceipt: false,
};

export async function getNotificationSettings(db: Executor, userId: number): Promise<NotificationSettingsValues> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return defaultNotificationSettings;
  return {
    invoicePaid: row.invoicePaid,
    invoicePaidLate: row.invoicePaidLate,
    invoiceOverpaid: row.invoiceOverpaid,
    invoicePartiallyPaidExpired: row.invoicePartiallyPaidExpired,
    webhookFailing: row.webhookFailing,
    customerReceipt: row.customerReceipt,
  };
}

export async function saveNotificationSettings(db: Executor, actor: Actor, values: NotificationSettingsValues) {
  const parsed = notificationSettingsInput.parse(values);
  await db
    .insert(notificationSettings)
    .values({ userId: actor.userId, ...parsed })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...parsed, updatedAt: new Date() } });
  return parsed;
}
