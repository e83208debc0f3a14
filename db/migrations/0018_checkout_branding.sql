CREATE TABLE "checkout_branding" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"display_name" text,
	"logo_url" text,
	"logo_image" "bytea",
	"logo_content_type" text,
	"brand_color" text,
	"support_email" text,
	"support_whatsapp" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_branding" ADD CONSTRAINT "checkout_branding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;