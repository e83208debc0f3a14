CREATE TABLE "psp_connections" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text NOT NULL,
	"client_id" text NOT NULL,
	"credentials" text NOT NULL,
	"certificate_kind" text NOT NULL,
	"certificate_subject" text,
	"certificate_valid_to" timestamp (3) with time zone,
	"callback_secret_hash" text NOT NULL,
	"webhook_status" text DEFAULT 'not_tried' NOT NULL,
	"webhook_message" text,
	"webhook_checked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "psp_connections" ADD CONSTRAINT "psp_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "psp_connections_callback_secret_hash_unique" ON "psp_connections" USING btree ("callback_secret_hash");