CREATE TABLE "pix_refund_parts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pix_refund_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_invoice_id" bigint NOT NULL,
	"end_to_end_id" text NOT NULL,
	"devolucao_id" text NOT NULL,
	"amount_base" numeric(78, 0) NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"rtr_id" text,
	"reason" text,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_check_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "withdrawal_failure_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "outcome_unknown_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "checkout_session_public_id" text;--> statement-breakpoint
ALTER TABLE "pix_refund_parts" ADD CONSTRAINT "pix_refund_parts_refund_invoice_id_invoices_id_fk" FOREIGN KEY ("refund_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_refund_parts_devolucao_unique" ON "pix_refund_parts" USING btree ("end_to_end_id","devolucao_id");--> statement-breakpoint
CREATE INDEX "pix_refund_parts_refund_idx" ON "pix_refund_parts" USING btree ("refund_invoice_id");--> statement-breakpoint
CREATE INDEX "pix_refund_parts_due_idx" ON "pix_refund_parts" USING btree ("next_check_at") WHERE "pix_refund_parts"."state" in ('requested', 'processing');--> statement-breakpoint
-- Backfill (data only). Enums are compared as text: on a new database every migration runs in one
-- transaction, and PostgreSQL refuses a literal of an enum value added earlier in that transaction.
-- 1. Each PIX refund made before refunds had parts returned from one pix: its pay_address (the
--    pix's endToEndId) and pix_txid (the devolução's id) become its one part, in the state its
--    refund is in; one still PROCESSING is read again by polling at once.
INSERT INTO "pix_refund_parts" ("refund_invoice_id", "end_to_end_id", "devolucao_id", "amount_base", "state", "rtr_id", "reason", "created_at", "updated_at")
SELECT i."id", i."pay_address", i."pix_txid", i."amount_due_base",
  CASE i."status"::text WHEN 'COMPLETED' THEN 'returned' WHEN 'FAILED' THEN 'refused' ELSE 'requested' END,
  (SELECT p."reference" FROM "invoice_payments" p WHERE p."invoice_id" = i."id" AND p."state" = 'confirmed' ORDER BY p."id" LIMIT 1),
  (SELECT t."details"->>'reason' FROM "invoice_transitions" t WHERE t."invoice_id" = i."id" AND t."to_status"::text = 'FAILED' ORDER BY t."id" LIMIT 1),
  i."created_at", i."updated_at"
FROM "invoices" i
WHERE i."type"::text = 'WITHDRAWAL' AND i."gateway"::text = 'pix' AND i."pay_address" IS NOT NULL AND i."pix_txid" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "pix_refund_parts" r WHERE r."refund_invoice_id" = i."id");
--> statement-breakpoint
-- 2. A failed PIX refund's reason, as the PSP gave it, on the refund itself.
UPDATE "invoices" i SET "withdrawal_failure_reason" = r."reason"
FROM "pix_refund_parts" r
WHERE r."refund_invoice_id" = i."id" AND i."status"::text = 'FAILED' AND r."reason" IS NOT NULL AND i."withdrawal_failure_reason" IS NULL;
--> statement-breakpoint
-- 3. A session's invoices name the session by its public id.
UPDATE "invoices" i SET "checkout_session_public_id" = s."public_id"
FROM "checkout_sessions" s
WHERE s."id" = i."checkout_session_id" AND i."checkout_session_public_id" IS NULL;
