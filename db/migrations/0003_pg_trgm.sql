-- Trigram matching for the invoice list's text search (the GIN index of the next migration).
-- PGlite loads the extension's code when it opens (db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
