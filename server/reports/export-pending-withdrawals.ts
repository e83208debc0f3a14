// The withdrawals waiting for the merchant's send (an address known, nothing sent yet) as CSV, so
// a wallet that pays many addresses at once can send them in one batch: the full list with each
// send's wallet URI, or, for one pay currency, the bare "address,amount" lines that Electrum's
// "Pay to many" and similar batch-send screens read.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "@/db/client";
import { invoices } from "@/db/schema";
import { assetCodes } from "@/vocabulary/assets";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { cell } from "@/server/reports/export-invoices-csv";
import { payDecimals } from "@/vocabulary/assets";
import { withdrawalKindOf } from "@/vocabulary/withdrawal-kind";
import { amountFromMinorUnits, formatUnits } from "@/kernel/money";
import { upperCaseEnum } from "@/kernel/validation";
import { sendUri } from "@/vocabulary/configured-assets";

export const exportPendingWithdrawalsInput = z.object({
  pay_currency: upperCaseEnum(assetCodes as [string, ...string[]], "Only the withdrawals sent in this currency.").optional(),
  format: z
    .enum(["full", "pay-to-many"], { error: "must be full or pay-to-many" })
    .default("full")
    .describe("full: every column; pay-to-many: `address,amount` lines for one pay_currency."),
});
export type ExportPendingWithdrawalsInput = z.output<typeof exportPendingWithdrawalsInput>;

const header = ["id", "kind", "refund_of", "pay_currency", "address", "amount", "wallet_uri", "fiat_amount", "fiat_currency", "external_reference", "customer_name", "created_at"];

export async function exportPendingWithdrawalsCsv(db: Executor, actor: Actor, input: ExportPendingWithdrawalsInput): Promise<string> {
  if (input.format === "pay-to-many" && !input.pay_currency) {
    throw new AppError("invalid_input", undefined, { errors: [{ path: "pay_currency", message: "is required for pay-to-many: one batch sends one currency" }] });
  }
  const conditions: SQL[] = [
    eq(invoices.userId, actor.userId),
    eq(invoices.type, "WITHDRAWAL"),
    eq(invoices.status, "AWAITING_PAYMENT"),
    eq(invoices.gateway, "crypto"),
  ];
  if (input.pay_currency) conditions.push(eq(invoices.payCurrency, input.pay_currency));
  const rows = await db.select().from(invoices).where(and(...conditions)).orderBy(asc(invoices.id));
  const pending = rows.flatMap((row) => (row.payAddress ? [{ ...row, payAddress: row.payAddress }] : []));
  const amountOf = (row: (typeof pending)[number]) => formatUnits(BigInt(row.amountDueBase), payDecimals(row.payCurrency));
  if (input.format === "pay-to-many") {
    return pending.map((row) => `${row.payAddress},${amountOf(row)}\n`).join("");
  }
  const lines = pending.map((row) =>
    [
      row.id,
      withdrawalKindOf(row),
      row.refundedInvoiceId,
      row.payCurrency,
      row.payAddress,
      amountOf(row),
      sendUri({ payCurrency: row.payCurrency, address: row.payAddress, amountBase: BigInt(row.amountDueBase) }),
      amountFromMinorUnits(row.amountMinor),
      row.currency,
      row.externalReference,
      row.customerName,
      row.createdAt.toISOString(),
    ]
      .map(cell)
      .join(","),
  );
  return [header.join(","), ...lines].map((line) => `${line}\n`).join("");
}
