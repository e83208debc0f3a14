CREATE TYPE "public"."checkout_session_status" AS ENUM('OPEN', 'PAID', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"status" "checkout_session_status" DEFAULT 'OPEN' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"external_reference" text,
	"redirect_url" text,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"customer_document" text,
	"customer_document_type" text,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"payment_link_id" bigint,
	"quantity" integer,
	"remainder_of_invoice_id" bigint,
	"remainder_invoice_id" bigint,
	"paid_at" timestamp (3) with time zone,
	"expired_at" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"currency" text NOT NULL,
	"amount_minor" bigint,
	"min_amount_minor" bigint,
	"max_amount_minor" bigint,
	"quantity_enabled" boolean DEFAULT false NOT NULL,
	"max_quantity" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "checkout_session_id" bigint;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "checkout_session_id" bigint;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_public_id_unique" ON "checkout_sessions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_created_idx" ON "checkout_sessions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checkout_sessions_link_idx" ON "checkout_sessions" USING btree ("payment_link_id","created_at" DESC NULLS LAST) WHERE "checkout_sessions"."payment_link_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_expiry_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_slug_unique" ON "payment_links" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "payment_links_user_idx" ON "payment_links" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_checkout_session_idx" ON "invoices" USING btree ("checkout_session_id") WHERE "invoices"."checkout_session_id" is not null;