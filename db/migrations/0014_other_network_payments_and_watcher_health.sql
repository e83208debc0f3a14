CREATE TYPE "public"."other_network_policy" AS ENUM('count', 'record');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "other_network_payments" "other_network_policy" DEFAULT 'count' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "head_block" bigint;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "chain_cursors" ADD COLUMN "last_error_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;