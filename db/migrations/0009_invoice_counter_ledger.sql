-- invoice_counters becomes a ledger. The row trigger added 1 to one of 8 counter rows per invoice:
-- two statements inserting many invoices at once (group commit) locked those rows in different
-- orders and deadlocked, and PostgreSQL broke the tie only after deadlock_timeout (1 s), with every
-- create of the moment waiting. Now each statement appends one row per key it changed, with the net
-- change, and no statement updates or waits for another's counter row. A job folds each key's rows
-- into one (server/invoices/counters.ts); a total is the sum of its key's rows, as before.
DROP TRIGGER "invoices_counters" ON "invoices";--> statement-breakpoint
DROP FUNCTION "invoice_counters_trigger"();--> statement-breakpoint
DROP FUNCTION "invoice_counters_apply"(bigint, gateway, invoice_type, invoice_status, bigint);--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_user_id_gateway_type_status_slot_pk";--> statement-breakpoint
ALTER TABLE "invoice_counters" ALTER COLUMN "count" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "invoice_counters_key_idx" ON "invoice_counters" USING btree ("user_id","status","gateway","type");--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP COLUMN "slot";--> statement-breakpoint
-- One function for the three statement triggers: each branch reads only the transition tables its
-- trigger declares (PL/pgSQL plans a statement when it first runs it).
CREATE FUNCTION "invoice_counters_record"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counters (user_id, gateway, type, status, count)
    SELECT user_id, gateway, type, status, count(*) FROM added_rows GROUP BY user_id, gateway, type, status;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counters (user_id, gateway, type, status, count)
    SELECT user_id, gateway, type, status, -count(*) FROM removed_rows GROUP BY user_id, gateway, type, status;
  ELSE
    INSERT INTO invoice_counters (user_id, gateway, type, status, count)
    SELECT user_id, gateway, type, status, sum(change)
    FROM (
      SELECT user_id, gateway, type, status, 1 AS change FROM updated_rows
      UNION ALL
      SELECT user_id, gateway, type, status, -1 FROM previous_rows
    ) AS changes
    GROUP BY user_id, gateway, type, status
    HAVING sum(change) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "invoices_counters_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counters_record"();--> statement-breakpoint
CREATE TRIGGER "invoices_counters_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counters_record"();--> statement-breakpoint
CREATE TRIGGER "invoices_counters_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_counters_record"();
