// A user's display settings: the dashboard's language and the zone its times are shown in.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { isLocale, type Locale } from "@/kernel/locales";
import type { SetPreferencesInput } from "./schemas";

export type Preferences = { locale: Locale | null; timeZone: string };

export async function getPreferences(db: Database, actor: Actor): Promise<Preferences> {
  const [user] = await db
    .select({ locale: users.locale, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) throw new AppError("not_found", "User not found.");
  return { locale: isLocale(user.locale) ? user.locale : null, timeZone: user.timeZone };
}

export async function setPreferences(db: Database, actor: Actor, input: SetPreferencesInput): Promise<Preferences> {
  const [user] = await db
    .update(users)
    .set({ locale: input.locale, timeZone: input.timeZone, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ locale: users.locale, timeZone: users.timeZone });
  if (!user) throw new AppError("not_found", "User not found.");
  return { locale: isLocale(user.locale) ? user.locale : null, timeZone: user.timeZone };
}
