// Test helpers of the lifecycle: merchants, payments, and reads of an invoice's events and timeline.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  invoicePayments,
  invoiceTransitions,
  users,
  webhookEvents,
} from "@/db/schema";

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
