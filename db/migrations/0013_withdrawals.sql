-- Withdrawals (refunds and payouts) are invoices of type WITHDRAWAL with states of their own
-- (server/invoice-states.ts), a refund pointing at the payment it gives money back from.
ALTER TYPE "public"."invoice_status" ADD VALUE 'AWAITING_ADDRESS';--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'AWAITING_PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'PROCESSING';--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'COMPLETED';--> statement-breakpoint
ALTER TYPE "public"."invoice_status" ADD VALUE 'FAILED';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "withdrawal_basis" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refunded_invoice_id_invoices_id_fk" FOREIGN KEY ("refunded_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_refunded_invoice_idx" ON "invoices" USING btree ("refunded_invoice_id") WHERE "invoices"."refunded_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_withdrawal_status_idx" ON "invoices" USING btree ("status","expires_at") WHERE "invoices"."type" = 'WITHDRAWAL';