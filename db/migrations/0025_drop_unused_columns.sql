-- The e-mails' language moved to the user's one language setting (users.locale, 0022), and their
-- old setting was not carried over: a user who had chosen English e-mails, and has no language of
-- their own yet, keeps English. Portuguese was the old setting's default, so it says no choice.
UPDATE "users" SET "locale" = 'en'
FROM "notification_settings"
WHERE "notification_settings"."user_id" = "users"."id" AND "notification_settings"."locale" = 'en' AND "users"."locale" IS NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "remainder_of_invoice_id";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP COLUMN "locale";