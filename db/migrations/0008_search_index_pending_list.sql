-- The trigram search index's pending list holds 16 MB (about 6,000 new invoices) instead of 4 MB,
-- so the background job (server/invoices/search-index.ts) merges it on each tick and an insert
-- seldom has to. A storage parameter change: the index is not rebuilt.
ALTER INDEX "invoices_search_trgm_idx" SET (gin_pending_list_limit = 16384);
