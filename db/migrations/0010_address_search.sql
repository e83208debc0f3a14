-- The list's `query` matches a pay address by its start or its end (two btree indexes) instead of
-- anywhere in it: an address's random characters were most of the trigram index's entries, and
-- merging them wrote about half of each new invoice's WAL. The trigram index keeps the reference,
-- customer name and e-mail.
DROP INDEX "invoices_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "invoices_address_prefix_idx" ON "invoices" USING btree (lower("pay_address") text_pattern_ops) WHERE "invoices"."pay_address" is not null;--> statement-breakpoint
CREATE INDEX "invoices_address_suffix_idx" ON "invoices" USING btree (reverse(lower("pay_address")) text_pattern_ops) WHERE "invoices"."pay_address" is not null;--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ((coalesce("external_reference", '') || chr(10) || coalesce("customer_name", '') || chr(10) || coalesce("customer_email", '')) gin_trgm_ops) WITH (gin_pending_list_limit=16384);