CREATE TABLE "payment_hourly_totals" (
	"user_id" bigint NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"gateway" "gateway" NOT NULL,
	"type" "invoice_type" NOT NULL,
	"pay_currency" text NOT NULL,
	"payments" integer NOT NULL,
	"amount_base" numeric(78, 0) NOT NULL,
	"value_brl_minor" bigint NOT NULL,
	CONSTRAINT "payment_hourly_totals_user_id_hour_gateway_type_pay_currency_pk" PRIMARY KEY("user_id","hour","gateway","type","pay_currency")
);
--> statement-breakpoint
CREATE TABLE "email_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"invoice_id" bigint,
	"event_id" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_token" uuid,
	"lease_expires_at" timestamp (3) with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'pt-BR' NOT NULL,
	"invoice_paid" boolean DEFAULT true NOT NULL,
	"invoice_paid_late" boolean DEFAULT true NOT NULL,
	"invoice_overpaid" boolean DEFAULT true NOT NULL,
	"invoice_partially_paid_expired" boolean DEFAULT true NOT NULL,
	"webhook_failing" boolean DEFAULT true NOT NULL,
	"customer_receipt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "value_brl_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "brl_rate" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "fiat_currency" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "value_fiat_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "fiat_rate" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "rate_source" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "rate_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "stamped_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "email_notifications" ADD CONSTRAINT "email_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_notifications" ADD CONSTRAINT "email_notifications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_notifications_unique" ON "email_notifications" USING btree ("event_id","recipient","kind");--> statement-breakpoint
CREATE INDEX "email_notifications_due_idx" ON "email_notifications" USING btree ("next_attempt_at") WHERE "email_notifications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "email_notifications_user_idx" ON "email_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_payments_confirmed_idx" ON "invoice_payments" USING btree ("confirmed_at") WHERE "invoice_payments"."state" = 'confirmed';--> statement-breakpoint
CREATE INDEX "invoice_payments_unstamped_idx" ON "invoice_payments" USING btree ("id") WHERE "invoice_payments"."state" = 'confirmed' and "invoice_payments"."stamped_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_attention_idx" ON "invoices" USING btree ("user_id","updated_at" DESC NULLS LAST) WHERE "invoices"."paid_late" or "invoices"."overpaid" or "invoices"."status" = 'PARTIALLY_PAID';