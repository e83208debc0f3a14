import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { invoices, invoiceTransitions, webhookDeliveries, webhookEndpoints, webhookEvents, type NewInvoice } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { testInvoiceValues } from "@/server/testing/invoices";
import { writeInvoiceEvent } from "@/server/invoices/invoice-events";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { randomAccountKey } from "@/server/testing/keys";
import { InactiveWalletError, insertInvoice } from "./insert-invoice";
import { qrPngBase64 } from "@/server/crypto/qr";
import { toInvoiceObject } from "./serialize";

const values = (userId: number, overrides: Partial<NewInvoice> = {}) => testInvoiceValues({ userId, ...overrides });

async function outboxOf(db: Database, invoiceId: number) {
  const events = await db.select().from(webhookEvents).where(eq(webhookEvents.invoiceId, invoiceId));
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.eventId} in (select id from webhook_events where invoice_id = ${invoiceId})`);
  return { events, deliveries };
}

describe("insertInvoice", () => {
  it("gives each invoice a time-ordered id_transaction (a version 7 UUID), later ones sorting after earlier ones", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const first = await insertInvoice(db, values(user.id));
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await insertInvoice(db, values(user.id));
    for (const invoice of [first, second]) expect(invoice.idTransaction).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.idTransaction > first.idTransaction).toBe(true);
    // The first 48 bits are the creation time in milliseconds.
    expect(Number.parseInt(first.idTransaction.replace(/-/g, "").slice(0, 12), 16)).toBeLessThanOrEqual(Date.now());
  });

  it("stores the invoice, its created timeline row and an invoice.created event carrying the stored invoice", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const invoice = await db.transaction((tx) => insertInvoice(tx, values(user.id)));
    const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toEqual(invoice);
    expect(invoice).toMatchObject({ status: "WAITING_PAYMENT", type: "PAYMENT", version: 1, amountPaidBase: "0" });
    expect(invoice.paymentId).toMatch(/^\d+$/);

    const timeline = await db.select().from(invoiceTransitions).where(eq(invoiceTransitions.invoiceId, invoice.id));
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ fromStatus: null, toStatus: "WAITING_PAYMENT", version: 1, reason: "created", actorUserId: user.id });

    const { events, deliveries } = await outboxOf(db, invoice.id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.type).toBe("invoice.created");
    // The snapshot equals the stored invoice, database-assigned id and payment_id included, and is
    // a JSON object (not a double-encoded string) on every driver.
    expect(event?.payload).toEqual({
      id: event?.id,
      type: "invoice.created",
      created_at: event?.createdAt.toISOString(),
      data: { invoice: toInvoiceObject(invoice) },
    });
    const [kind] = await db
      .select({ type: sql<string>`jsonb_typeof(${webhookEvents.payload})` })
      .from(webhookEvents)
      .where(eq(webhookEvents.invoiceId, invoice.id));
    expect(kind?.type).toBe("object");
    expect(deliveries).toHaveLength(0);
  });

  it("keeps an invoice with a large QR and its event payload inline, out of TOAST", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const qrCode = await qrPngBase64(
      "ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=10000000000000000000",
    );
    const invoice = await insertInvoice(db, values(user.id, { qrCode, payCurrency: "USDTBSC" }));
    const [sizes] = await db
      .select({
        event: sql<number>`pg_column_size(${webhookEvents.payload})`,
        eventToast: sql<string>`(select pg_relation_size(reltoastrelid) from pg_class where relname = 'webhook_events')`,
        invoiceToast: sql<string>`(select pg_relation_size(reltoastrelid) from pg_class where relname = 'invoices')`,
      })
      .from(webhookEvents)
      .where(eq(webhookEvents.invoiceId, invoice.id));
    // Above PostgreSQL's default 2 KB threshold, yet stored in the row itself.
    expect(Number(sizes?.event)).toBeGreaterThan(2032);
    expect(Number(sizes?.eventToast)).toBe(0);
    expect(Number(sizes?.invoiceToast)).toBe(0);
  });

  it("records the acting user and queues a delivery when the merchant has an endpoint", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const staff = await createUser(db, { role: "operator" });
    await db.insert(webhookEndpoints).values({ userId: user.id, url: "https://example.com/hook", secret: "whsec_test" });
    const invoice = await insertInvoice(db, values(user.id, { createdAt: new Date("2026-01-02T03:04:05.678Z") }), { actorUserId: staff.user.id });
    expect(invoice.createdAt.toISOString()).toBe("2026-01-02T03:04:05.678Z");
    const [transition] = await db.select().from(invoiceTransitions).where(eq(invoiceTransitions.invoiceId, invoice.id));
    expect(transition?.actorUserId).toBe(staff.user.id);
    const { events, deliveries } = await outboxOf(db, invoice.id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ eventId: events[0]?.id, userId: user.id, state: "pending" });
  });

  it("writes nothing at all when the invoice row is refused", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    await db.insert(webhookEndpoints).values({ userId: user.id, url: "https://example.com/hook", secret: "whsec_test" });
    const first = await insertInvoice(db, values(user.id));
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(webhookEvents);
    await expect(insertInvoice(db, values(user.id, { checkoutId: first.checkoutId }))).rejects.toThrow();
    const after = await db.select({ count: sql<number>`count(*)::int` }).from(webhookEvents);
    expect(after).toEqual(before);
    const mine = sql`(select id from invoices where user_id = ${user.id})`;
    expect(await db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(1);
    expect(await db.select().from(invoiceTransitions).where(sql`${invoiceTransitions.invoiceId} in ${mine}`)).toHaveLength(1);
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, user.id))).toHaveLength(1);
  });
});

describe("insertInvoice and the wallet it names", () => {
  it("refuses, writing nothing, an invoice whose wallet has been replaced since its address was taken", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const replaced = await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const active = await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const stale = insertInvoice(db, values(user.id, { walletId: replaced.id, derivationIndex: 0 }));
    await expect(stale).rejects.toBeInstanceOf(InactiveWalletError);
    await expect(stale).rejects.toMatchObject({ walletId: replaced.id });
    expect(await db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.userId, user.id))).toHaveLength(0);

    const invoice = await insertInvoice(db, values(user.id, { walletId: active.id, derivationIndex: 0 }));
    expect(invoice.walletId).toBe(active.id);
    expect(await db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(1);
  });
});

describe("writeInvoiceEvent", () => {
  it("writes the event as a JSON object and a delivery only for a merchant with an endpoint", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const invoice = await insertInvoice(db, values(user.id));
    await db.transaction((tx) => writeInvoiceEvent(tx, { invoice, type: "invoice.expired" }));
    await db.insert(webhookEndpoints).values({ userId: user.id, url: "https://example.com/hook", secret: "whsec_test" });
    const eventId = await db.transaction((tx) => writeInvoiceEvent(tx, { invoice, type: "invoice.canceled" }));
    const { events, deliveries } = await outboxOf(db, invoice.id);
    expect(events.map((event) => event.type).sort()).toEqual(["invoice.canceled", "invoice.created", "invoice.expired"]);
    expect(deliveries.map((delivery) => delivery.eventId)).toEqual([eventId]);
    const canceled = events.find((event) => event.id === eventId);
    expect(canceled?.payload).toMatchObject({ id: eventId, type: "invoice.canceled", data: { invoice: toInvoiceObject(invoice) } });
    const kinds = await db
      .select({ type: sql<string>`jsonb_typeof(${webhookEvents.payload})` })
      .from(webhookEvents)
      .where(eq(webhookEvents.invoiceId, invoice.id));
    expect(kinds.map((kind) => kind.type)).toEqual(["object", "object", "object"]);
  });
});
