-- Fewer index entries per new invoice. No query looks invoices up by pay_address or by
-- (user_id, external_reference) (the list's search uses the trigram index), and each rail's unique
-- key now indexes only that rail's rows instead of one NULL entry per invoice of the other rail.
DROP INDEX "invoices_pay_address_idx";--> statement-breakpoint
DROP INDEX "invoices_user_external_reference_idx";--> statement-breakpoint
DROP INDEX "invoices_pix_txid_unique";--> statement-breakpoint
DROP INDEX "invoices_wallet_index_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pix_txid_unique" ON "invoices" USING btree ("pix_txid") WHERE "invoices"."pix_txid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_wallet_index_unique" ON "invoices" USING btree ("wallet_id","derivation_index") WHERE "invoices"."wallet_id" is not null;
