// One invoice model for both rails (crypto and PIX): shared columns first, then each rail's own.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  jsonb,
} from "drizzle-orm/pg-core";
import { gateways, invoiceStatuses, invoiceTypes, openStatuses } from "@/vocabulary/invoice-states";
import { baseUnits, customerColumns, instant, timestamps } from "./columns";
import { checkoutSessions } from "./checkout";
import { users } from "./users";
import { wallets } from "./wallets";

export const invoiceStatusEnum = pgEnum("invoice_status", invoiceStatuses);
export const invoiceTypeEnum = pgEnum("invoice_type", invoiceTypes);
export const gatewayEnum = pgEnum("gateway", gateways);

type SearchedColumns = { externalReference: AnyPgColumn; customerName: AnyPgColumn; customerEmail: AnyPgColumn };

/**
 * The text the list's `query` searches anywhere in: the fields joined by newlines, as one expression
 * so that one trigram index serves every field. The index and the query must use exactly this
 * expression. A query without a newline matches it only inside one field, so it needs no per-field
 * re-check. The pay address is not in it: it is matched by its start or its end (two btree indexes
 * below), because its random characters would be most of the index's entries and of its writes.
 */
const searchTextOf = (table: SearchedColumns) =>
  sql`coalesce(${table.externalReference}, '') || chr(10) || coalesce(${table.customerName}, '') || chr(10) || coalesce(${table.customerEmail}, '')`;

/** The pay address as the list's `query` matches it (any case); its indexes use exactly this expression. */
const addressKeyOf = (payAddress: AnyPgColumn) => sql`lower(${payAddress})`;
/** The same, read backwards, so that an address's end is a prefix of it. */
const reversedAddressKeyOf = (payAddress: AnyPgColumn) => sql`reverse(lower(${payAddress}))`;

/** payment_id is public numeric text; a sequence of its own keeps it unique without exposing the row id. */
export const paymentIdSequence = pgSequence("invoice_payment_id_seq", { startWith: 100000001 });

export const invoices = pgTable(
  "invoices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    type: invoiceTypeEnum("type").notNull().default("PAYMENT"),
    gateway: gatewayEnum("gateway").notNull(),
    status: invoiceStatusEnum("status").notNull().default("WAITING_PAYMENT"),
    /** Fiat amount in minor units (cents) of `currency`. */
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    externalReference: text("external_reference"),
    description: text("description"),
    redirectUrl: text("redirect_url"),
    ...customerColumns(),
    idTransaction: uuid("id_transaction").notNull().defaultRandom(),
    paymentId: text("payment_id")
      .notNull()
      .default(sql`nextval('invoice_payment_id_seq')::text`),
    /** Unguessable public handle for the hosted checkout (at least 128 random bits). */
    checkoutId: text("checkout_id").notNull(),
    expiresAt: instant("expires_at").notNull(),
    /** Bumped by every state change so webhook receivers can drop stale snapshots. */
    version: integer("version").notNull().default(1),

    // Amounts in the pay currency (crypto base units; for PIX, centavos).
    payCurrency: text("pay_currency").notNull(),
    amountDueBase: baseUnits("amount_due_base").notNull(),
    amountPaidBase: baseUnits("amount_paid_base").notNull().default("0"),
    amountPendingBase: baseUnits("amount_pending_base").notNull().default("0"),
    /** QR image (base64 PNG, no data: prefix) rendered once at creation. */
    qrCode: text("qr_code"),

    // Crypto rail.
    payAddress: text("pay_address"),
    walletId: bigint("wallet_id", { mode: "number" }).references(() => wallets.id),
    derivationIndex: integer("derivation_index"),
    /** Price of one whole unit of pay_currency in the fiat currency, as a decimal string. */
    rate: text("rate"),
    rateSource: text("rate_source"),
    rateAt: instant("rate_at"),
    confirmations: integer("confirmations").notNull().default(0),

    // PIX rail.
    clientMode: text("client_mode"),
    pixTxid: text("pix_txid"),
    emv: text("emv"),
    pixLocation: text("pix_location"),
    pspName: text("psp_name"),
    receiverName: text("receiver_name"),
    receiverDocument: text("receiver_document"),
    receiverDocumentType: text("receiver_document_type"),
    receiverKey: text("receiver_key"),
    receiverCity: text("receiver_city"),
    /** requestCheckout: the customer has filled in the data the QR waits for. */
    customerDataAt: instant("customer_data_at"),
    /** A charge with a due date (API Pix cobv): its calendario and valor rules, as vocabulary/pix-due-charge.ts reads them. */
    pixDue: jsonb("pix_due"),

    // Withdrawals (refunds and payouts): pay_address is the receiver's address, amount_due what to send.
    /** The payment a refund gives money back from; null for a payout (and for every payment). */
    refundedInvoiceId: bigint("refunded_invoice_id", { mode: "number" }).references((): AnyPgColumn => invoices.id),
    /** How a withdrawal's amount was chosen (server/withdrawals/withdrawal-amount.ts: received, excess, invoice_rate, current_rate, crypto). */
    withdrawalBasis: text("withdrawal_basis"),
    /** Why the receiver's side refused a withdrawal, in its own words (a PIX refund's PSP); shown to the merchant and in the event. */
    withdrawalFailureReason: text("withdrawal_failure_reason"),
    /** Set when a PIX refund's PSP has not answered for a refund's whole check limit: the merchant is told to check with the bank. */
    outcomeUnknownAt: instant("outcome_unknown_at"),

    /** The checkout session whose payer chose this invoice's rail (null for an invoice created directly). */
    checkoutSessionId: bigint("checkout_session_id", { mode: "number" }).references(() => checkoutSessions.id),
    /** That session's cs_… id, as the invoice object names it; it never changes, so it is kept here rather than joined on every read. */
    checkoutSessionPublicId: text("checkout_session_public_id"),

    // Lifecycle facts.
    paidAt: instant("paid_at"),
    paidLate: boolean("paid_late").notNull().default(false),
    overpaid: boolean("overpaid").notNull().default(false),
    marked: boolean("marked").notNull().default(false),
    markedBy: bigint("marked_by", { mode: "number" }).references(() => users.id),
    markedAt: instant("marked_at"),
    canceledAt: instant("canceled_at"),
    expiredAt: instant("expired_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("invoices_checkout_id_unique").on(table.checkoutId),
    uniqueIndex("invoices_id_transaction_unique").on(table.idTransaction),
    uniqueIndex("invoices_payment_id_unique").on(table.paymentId),
    // Each rail's key indexes only that rail's rows: the other rail's NULLs would be index entries
    // written on every insert and never looked up.
    uniqueIndex("invoices_pix_txid_unique").on(table.pixTxid).where(sql`${table.pixTxid} is not null`),
    uniqueIndex("invoices_wallet_index_unique")
      .on(table.walletId, table.derivationIndex)
      .where(sql`${table.walletId} is not null`),
    // The list's orders, per merchant: createdAt; status (then createdAt), which also serves a
    // status filter; amount; updatedAt. id breaks ties. All DESC NULLS LAST, walked backwards for ASC.
    index("invoices_user_created_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    index("invoices_user_status_created_idx").on(
      table.userId,
      table.status.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("invoices_user_amount_idx").on(table.userId, table.amountMinor.desc(), table.id.desc()),
    index("invoices_user_updated_idx").on(table.userId, table.updatedAt.desc(), table.id.desc()),
    // The list's text search: one trigram index over the searched fields joined (needs pg_trgm).
    // Its pending list holds 16 MB so that the background job, not an insert, merges it
    // (server/invoices/search-index.ts).
    index("invoices_search_trgm_idx")
      .using("gin", sql`(${searchTextOf(table)}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 16384 }),
    // The pay address's start and end (byte-wise order, for prefix ranges), crypto rows only.
    index("invoices_address_prefix_idx")
      .using("btree", sql`${addressKeyOf(table.payAddress)} text_pattern_ops`)
      .where(sql`${table.payAddress} is not null`),
    index("invoices_address_suffix_idx")
      .using("btree", sql`${reversedAddressKeyOf(table.payAddress)} text_pattern_ops`)
      .where(sql`${table.payAddress} is not null`),
    index("invoices_created_idx").on(table.createdAt.desc(), table.id.desc()),
    // A payment's refunds (the sum that may not exceed what it received, the list under it).
    index("invoices_refunded_invoice_idx")
      .on(table.refundedInvoiceId)
      .where(sql`${table.refundedInvoiceId} is not null`),
    // Withdrawals by state and deadline: the watchers' sends to look for, the claim links to expire.
    // Few rows beside the payments, so the predicate is on the type (a status list here would name
    // enum values added in the same migration, which PostgreSQL refuses to use before commit).
    index("invoices_withdrawal_status_idx")
      .on(table.status, table.expiresAt)
      .where(sql`${table.type} = 'WITHDRAWAL'`),
    index("invoices_checkout_session_idx")
      .on(table.checkoutSessionId)
      .where(sql`${table.checkoutSessionId} is not null`),
    // The home page's "needs attention": paid late, overpaid or partly paid, per merchant, newest first.
    index("invoices_attention_idx")
      .on(table.userId, table.updatedAt.desc())
      .where(sql`${table.paidLate} or ${table.overpaid} or ${table.status} = 'PARTIALLY_PAID'`),
    index("invoices_open_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} in (${sql.raw(openStatuses.map((status) => `'${status}'`).join(", "))})`),
  ],
);

/** Payments seen for an invoice: chain transfers (one row per output / log) or PIX settlements. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id),
    /** The network it came on (vocabulary/assets.ts networks) or pix; another EVM network than the invoice's is flagged. */
    network: text("network").notNull(),
    /** Transaction hash, or the PIX endToEndId. */
    reference: text("reference").notNull(),
    /** Output index (bitcoin vout, EVM log index; -1 for a native EVM transfer, 0 for PIX). */
    outputIndex: integer("output_index").notNull().default(0),
    /** In the invoice's pay currency (a token of other decimals on another network is converted, rounded down). */
    amountBase: baseUnits("amount_base").notNull(),
    /** False for a payment recorded but not counted (another network, under the merchant's "record" policy). */
    counted: boolean("counted").notNull().default(true),
    blockNumber: bigint("block_number", { mode: "number" }),
    confirmations: integer("confirmations").notNull().default(0),
    /** pending (seen, not final), confirmed (final) or dropped (left the mempool or re-orged out). */
    state: text("state").notNull().default("pending"),
    seenAt: instant("seen_at").notNull().defaultNow(),
    confirmedAt: instant("confirmed_at"),
    raw: jsonb("raw"),

    // The accountant's stamp, written once when the payment is final (server/invoices/stamp-payments.ts).
    /** Its value in reais, centavos, at brl_rate (rounded down). */
    valueBrlMinor: bigint("value_brl_minor", { mode: "bigint" }),
    /** Price of one whole unit of the pay currency in BRL, a decimal string ("1" for PIX). */
    brlRate: text("brl_rate"),
    /** The invoice's fiat currency, the value in its minor units and the rate used. */
    fiatCurrency: text("fiat_currency"),
    valueFiatMinor: bigint("value_fiat_minor", { mode: "bigint" }),
    fiatRate: text("fiat_rate"),
    /** Where the rates came from (static, coingecko, pix) and when they were published or fetched. */
    rateSource: text("rate_source"),
    rateAt: instant("rate_at"),
    stampedAt: instant("stamped_at"),
  },
  (table) => [
    uniqueIndex("invoice_payments_unique").on(table.network, table.reference, table.outputIndex),
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    // The settlement report's period, and the stamp job's final payments still without a value.
    index("invoice_payments_confirmed_idx").on(table.confirmedAt).where(sql`${table.state} = 'confirmed'`),
    index("invoice_payments_unstamped_idx")
      .on(table.id)
      .where(sql`${table.state} = 'confirmed' and ${table.stampedAt} is null`),
  ],
);

/** Timeline of an invoice: one row per state change or notable fact, newest last. */
export const invoiceTransitions = pgTable(
  "invoice_transitions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id),
    fromStatus: invoiceStatusEnum("from_status"),
    toStatus: invoiceStatusEnum("to_status").notNull(),
    version: integer("version").notNull(),
    /** Why: created, payment_seen, confirmed, expired, canceled, marked_paid, sandbox, psp … */
    reason: text("reason").notNull(),
    actorUserId: bigint("actor_user_id", { mode: "number" }).references(() => users.id),
    details: jsonb("details"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("invoice_transitions_invoice_idx").on(table.invoiceId, table.id)],
);

/**
 * Exact per-merchant totals for the common list filters, so the list can report an exact total
 * without COUNT(*) over millions of rows. A ledger: each statement that changes invoices adds one
 * row per (user, gateway, type, status) it changed, with the net change, and never updates a row,
 * so concurrent inserts never wait for each other's counter rows (nor deadlock on them). A total is
 * the sum of its key's rows; a job folds each key's rows into one (server/invoices/counters.ts).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    userId: bigint("user_id", { mode: "number" }).notNull(),
    gateway: gatewayEnum("gateway").notNull(),
    type: invoiceTypeEnum("type").notNull(),
    status: invoiceStatusEnum("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (table) => [index("invoice_counters_key_idx").on(table.userId, table.status, table.gateway, table.type)],
);

/**
 * Money received per merchant and hour (UTC), by rail, type and pay currency: the home page's
 * figures. One row per key, added to in the transaction that stamps a final payment
 * (server/invoices/stamp-payments.ts); hours add up to days in any whole-hour time zone.
 */
export const paymentHourlyTotals = pgTable(
  "payment_hourly_totals",
  {
    userId: bigint("user_id", { mode: "number" }).notNull(),
    hour: instant("hour").notNull(),
    gateway: gatewayEnum("gateway").notNull(),
    type: invoiceTypeEnum("type").notNull(),
    payCurrency: text("pay_currency").notNull(),
    payments: integer("payments").notNull(),
    amountBase: baseUnits("amount_base").notNull(),
    valueBrlMinor: bigint("value_brl_minor", { mode: "bigint" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hour, table.gateway, table.type, table.payCurrency] }),
  ],
);

/**
 * The same money per merchant and São Paulo calendar day: the home page's weeks and months read a
 * few hundred of these instead of thousands of hours. Added to beside the hourly row.
 */
export const paymentDailyTotals = pgTable(
  "payment_daily_totals",
  {
    userId: bigint("user_id", { mode: "number" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    gateway: gatewayEnum("gateway").notNull(),
    type: invoiceTypeEnum("type").notNull(),
    payCurrency: text("pay_currency").notNull(),
    payments: integer("payments").notNull(),
    amountBase: baseUnits("amount_base").notNull(),
    valueBrlMinor: bigint("value_brl_minor", { mode: "bigint" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.gateway, table.type, table.payCurrency] })],
);

export const invoiceSearchText = searchTextOf(invoices);
export const invoiceAddressKey = addressKeyOf(invoices.payAddress);
export const invoiceReversedAddressKey = reversedAddressKeyOf(invoices.payAddress);

export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type { InvoiceStatus } from "@/vocabulary/invoice-states";
export type Gateway = (typeof gatewayEnum.enumValues)[number];
export type InvoiceType = (typeof invoiceTypeEnum.enumValues)[number];
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type InvoiceTransition = typeof invoiceTransitions.$inferSelect;
