// The devoluções of a PIX refund: one per received pix it returns money from (a charge paid by
// several transfers is refunded by one refund that asks each transfer's PSP record for its share),
// each with its own answer and its own schedule of checks while its outcome is unknown.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { pixReturnStates } from "@/vocabulary/pix-return-states";
import { baseUnits, instant, timestamps } from "./columns";
import { invoices } from "./invoices";

export const pixRefundParts = pgTable(
  "pix_refund_parts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The refund (a WITHDRAWAL invoice) this devolução is part of. */
    refundInvoiceId: bigint("refund_invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id),
    /** The received pix money goes back from (its endToEndId). */
    endToEndId: text("end_to_end_id").notNull(),
    /** Our id of the devolução (API Pix `id`, 1-35 letters or digits): PUT with it again answers the same devolução. */
    devolucaoId: text("devolucao_id").notNull(),
    /** Centavos. */
    amountBase: baseUnits("amount_base").notNull(),
    /** vocabulary/pix-return-states.ts: requested, processing, returned, refused. */
    state: text("state", { enum: pixReturnStates }).notNull().default("requested"),
    /** The return's end-to-end id at the Central Bank (rtrId), once the PSP gives it. */
    rtrId: text("rtr_id"),
    /** The PSP's words when it refused the devolução. */
    reason: text("reason"),
    /** Checks in a row that got no answer from the PSP (timeouts, 5xx, unreachable): they space out the next one. */
    failedChecks: integer("failed_checks").notNull().default(0),
    /** When polling reads it next (GET, or the PUT again when the PSP proves it never saw it). */
    nextCheckAt: instant("next_check_at").notNull().defaultNow(),
    /** The last unanswered check's failure, one line. */
    lastCheckError: text("last_check_error"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("pix_refund_parts_devolucao_unique").on(table.endToEndId, table.devolucaoId),
    index("pix_refund_parts_refund_idx").on(table.refundInvoiceId),
    // Polling's work list: the unsettled ones by when they are due.
    index("pix_refund_parts_due_idx").on(table.nextCheckAt).where(sql`${table.state} in ('requested', 'processing')`),
  ],
);

export type PixRefundPart = typeof pixRefundParts.$inferSelect;
