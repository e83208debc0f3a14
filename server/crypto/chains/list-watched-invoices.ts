// The invoices a chain watcher looks after: open ones, and expired ones still inside the
// monitoring window (a late full payment moves them to PAID).
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { stillWatched } from "@/server/invoices/lifecycle/payment-windows";

export type WatchedInvoice = { id: number; payAddress: string; payCurrency: string; createdAt: Date };

export async function listWatchedInvoices(
  db: Database,
  params: { payCurrencies: string[]; now: Date },
): Promise<WatchedInvoice[]> {
  if (params.payCurrencies.length === 0) return [];
  const rows = await db
    .select({
      id: invoices.id,
      payAddress: invoices.payAddress,
      payCurrency: invoices.payCurrency,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.gateway, "crypto"),
        inArray(invoices.payCurrency, params.payCurrencies),
        isNotNull(invoices.payAddress),
        stillWatched(params.now),
      ),
    );
  return rows.flatMap((row) => (row.payAddress ? [{ ...row, payAddress: row.payAddress }] : []));
}
