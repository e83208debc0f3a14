// The withdrawals a chain watcher looks for the merchant's send to: an address is known and the
// money is not final yet (AWAITING_PAYMENT, CONFIRMING), with the send already recorded for each.
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { watchedWithdrawalStatuses } from "@/vocabulary/invoice-states";
import type { WatchedWithdrawal } from "./match-withdrawal-sends";

export async function listWatchedWithdrawals(db: Database, params: { payCurrencies: string[] }): Promise<WatchedWithdrawal[]> {
  if (params.payCurrencies.length === 0) return [];
  const rows = await db
    .select({
      id: invoices.id,
      payAddress: invoices.payAddress,
      payCurrency: invoices.payCurrency,
      amountDueBase: invoices.amountDueBase,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.type, "WITHDRAWAL"),
        inArray(invoices.status, watchedWithdrawalStatuses),
        eq(invoices.gateway, "crypto"),
        inArray(invoices.payCurrency, params.payCurrencies),
        isNotNull(invoices.payAddress),
      ),
    );
  if (rows.length === 0) return [];
  const sends = await db
    .select({ invoiceId: invoicePayments.invoiceId, reference: invoicePayments.reference, outputIndex: invoicePayments.outputIndex })
    .from(invoicePayments)
    .where(and(inArray(invoicePayments.invoiceId, rows.map((row) => row.id)), ne(invoicePayments.state, "dropped")));
  const sendOf = new Map(sends.map((send) => [send.invoiceId, { reference: send.reference, outputIndex: send.outputIndex }]));
  return rows.flatMap((row) =>
    row.payAddress
      ? [
          {
            id: row.id,
            payAddress: row.payAddress,
            payCurrency: row.payCurrency,
            amountDueBase: BigInt(row.amountDueBase),
            createdAt: row.createdAt,
            send: sendOf.get(row.id) ?? null,
          },
        ]
      : [],
  );
}
