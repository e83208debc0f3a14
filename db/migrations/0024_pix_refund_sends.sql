-- Custom SQL migration file, put your code below! --
-- Backfill (data only, idempotent: a refund that has its send is left alone, so a second run
-- changes nothing). A PIX refund completed before its return was recorded as the refund's send
-- (server/pix/refunds/apply-refund-status.ts) has none: the settlement report and the home page
-- left it out, and its amount_paid stayed 0.
--
-- Enums are compared as text: on a new database every migration runs in one transaction, and
-- PostgreSQL refuses a literal of an enum value added earlier in that transaction.
--
-- 1. The send: the return's end-to-end id (rtrId) the completion noted, else the devolução's own id
--    (as recordReturn does), final at the moment the refund completed. The stamp job values it in
--    reais and counts it in the totals, as it does every PIX payment left unstamped.
INSERT INTO "invoice_payments" ("invoice_id", "network", "reference", "output_index", "amount_base", "confirmations", "state", "seen_at", "confirmed_at", "raw")
SELECT i."id", 'pix', coalesce(completion."details"->>'rtrId', i."pix_txid"), 0, i."amount_due_base", 1, 'confirmed',
  completion."created_at", completion."created_at", jsonb_build_object('status', 'DEVOLVIDO', 'recordedBy', '0024_pix_refund_sends')
FROM "invoices" i
JOIN LATERAL (
  SELECT t."details", t."created_at" FROM "invoice_transitions" t
  WHERE t."invoice_id" = i."id" AND t."to_status"::text = 'COMPLETED'
  ORDER BY t."id" LIMIT 1
) completion ON true
WHERE i."type"::text = 'WITHDRAWAL' AND i."gateway"::text = 'pix' AND i."status"::text = 'COMPLETED' AND i."pix_txid" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "invoice_payments" p WHERE p."invoice_id" = i."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- 2. What was sent, as the refund's own figure: the same sum recordReturn leaves there. Its state
--    does not change, so it takes no new version and no event (refund.completed told integrators).
UPDATE "invoices" i SET "amount_paid_base" = sent."amount"
FROM (
  SELECT p."invoice_id", sum(p."amount_base") AS "amount" FROM "invoice_payments" p
  WHERE p."state" = 'confirmed' AND p."network" = 'pix'
  GROUP BY p."invoice_id"
) sent
WHERE sent."invoice_id" = i."id" AND i."type"::text = 'WITHDRAWAL' AND i."gateway"::text = 'pix' AND i."status"::text = 'COMPLETED'
  AND i."amount_paid_base" <> sent."amount";
