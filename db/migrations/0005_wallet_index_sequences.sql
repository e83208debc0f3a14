-- Each wallet takes its receive indices from a sequence of its own instead of the next_index
-- column: the counter row was updated by every invoice, and the invoices' foreign key checks on
-- that row then walked its ever-growing chain of row versions. Existing wallets keep their index.
DO $$
DECLARE
  wallet record;
BEGIN
  FOR wallet IN SELECT id, next_index FROM wallets LOOP
    EXECUTE format('CREATE SEQUENCE wallet_index_%s AS integer MINVALUE 0 START WITH 0', wallet.id);
    IF wallet.next_index > 0 THEN
      PERFORM setval(format('wallet_index_%s', wallet.id)::regclass, wallet.next_index - 1, true);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "next_index";
