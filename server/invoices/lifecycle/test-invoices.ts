// Test helpers of the lifecycle: merchants and invoices inserted directly through the shared
// insertInvoice seam, with only the fields the lifecycle reads.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  invoicePayments,
  invoiceTransitions,
  users,
  webhookEvents,
  type Invoice,
  type NewInvoice,
} from "@/db/schema";
import { insertInvoice } from "@/server/invoices/insert-invoice";

export async function insertMerchant(
  db: Database,
  options: { sandbox?: boolean; toleranceBps?: number; role?: "merchant" | "operator" | "admin" } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `merchant-${randomBytes(6).toString("hex")}@example.test`,
      passwordHash: "not-a-real-hash",
      name: "Test merchant",
      role: options.role ?? "merchant",
      sandbox: options.sandbox ?? false,
      underpaymentToleranceBps: options.toleranceBps ?? 0,
    })
    .returning();
  if (!user) throw new Error("user insert returned no row");
  return user;
}

export async function insertCryptoInvoice(
  db: Database,
  values: Partial<NewInvoice> & { userId: number },
): Promise<Invoice> {
  return db.transaction((tx) =>
    insertInvoice(tx, {
      gateway: "crypto",
      amountMinor: 10_000n,
      currency: "BRL",
      checkoutId: randomBytes(16).toString("base64url"),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      payCurrency: "BTC",
      amountDueBase: "100000",
      payAddress: `addr-${randomBytes(8).toString("hex")}`,
      rate: "100000",
      rateSource: "static",
      rateAt: new Date(),
      ...values,
    }),
  );
}

export async function eventTypesOf(db: Database, invoiceId: number) {
  // Ordered by the invoice version each snapshot carries: events of one millisecond stay in order.
  const rows = await db
    .select({ type: webhookEvents.type, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(eq(webhookEvents.invoiceId, invoiceId));
  const versionOf = (payload: unknown) =>
    Number((payload as { data?: { invoice?: { version?: number } } }).data?.invoice?.version ?? 0);
  return rows.sort((a, b) => versionOf(a.payload) - versionOf(b.payload)).map((row) => row.type);
}

export async function timelineOf(db: Database, invoiceId: number) {
  return db
    .select()
    .from(invoiceTransitions)
    .where(eq(invoiceTransitions.invoiceId, invoiceId))
    .orderBy(asc(invoiceTransitions.id));
}

export async function recordPayment(
  db: Database,
  values: { invoiceId: number; amountBase: string; state?: "pending" | "confirmed"; seenAt?: Date; reference?: string },
) {
  await db.insert(invoicePayments).values({
    invoiceId: values.invoiceId,
    network: "test",
    reference: values.reference ?? `tx-${randomBytes(8).toString("hex")}`,
    amountBase: values.amountBase,
    state: values.state ?? "confirmed",
    seenAt: values.seenAt ?? new Date(),
  });
}
