-- Custom SQL migration file, put your code below! --
-- Backfill (data only, idempotent: every statement recomputes from the payments, so a second run
-- changes nothing). Payments older than the stamps (0019) were valued by the stamp job at the rate
-- of the day it ran, and the daily totals (0020) began empty, so an upgraded install showed no
-- history by week or month.
--
-- 1. A crypto payment stamped more than a day after it became final carries another day's rate:
--    its stamp is removed. The stamp job values it again from the invoice's own quote when that
--    quote is of its day and in reais; otherwise it stays without a value (docs/decisions.md).
UPDATE "invoice_payments"
SET "value_brl_minor" = NULL, "brl_rate" = NULL, "fiat_currency" = NULL, "value_fiat_minor" = NULL,
  "fiat_rate" = NULL, "rate_source" = NULL, "rate_at" = NULL, "stamped_at" = NULL
WHERE "stamped_at" IS NOT NULL AND "rate_source" <> 'pix'
  AND "stamped_at" > coalesce("confirmed_at", "seen_at") + interval '1 day';
--> statement-breakpoint
-- 2. The hourly totals again from the stamps (each stamp counts in the UTC hour its payment became
--    final, as server/invoices/stamp-payments.ts adds it).
DELETE FROM "payment_hourly_totals";
--> statement-breakpoint
INSERT INTO "payment_hourly_totals" ("user_id", "hour", "gateway", "type", "pay_currency", "payments", "amount_base", "value_brl_minor")
SELECT i."user_id",
  date_trunc('hour', coalesce(p."confirmed_at", p."stamped_at") AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  i."gateway", i."type", i."pay_currency", count(*), sum(p."amount_base"), sum(p."value_brl_minor")
FROM "invoice_payments" p JOIN "invoices" i ON i."id" = p."invoice_id"
WHERE p."stamped_at" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- 3. The São Paulo days from the hours (São Paulo's offset is whole hours, so each hour falls in one day).
DELETE FROM "payment_daily_totals";
--> statement-breakpoint
INSERT INTO "payment_daily_totals" ("user_id", "day", "gateway", "type", "pay_currency", "payments", "amount_base", "value_brl_minor")
SELECT "user_id", ("hour" AT TIME ZONE 'America/Sao_Paulo')::date, "gateway", "type", "pay_currency",
  sum("payments"), sum("amount_base"), sum("value_brl_minor")
FROM "payment_hourly_totals"
GROUP BY 1, 2, 3, 4, 5;
