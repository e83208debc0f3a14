import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailNotifications, users, webhookDeliveries, webhookEvents } from "@/db/schema";
import { applyPayments } from "@/server/invoices/lifecycle/apply-payments";
import { expireInvoices } from "@/server/invoices/lifecycle/expire-invoices";
import { writeEvent } from "@/db/outbox";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, recordPayment } from "@/server/testing/invoices";
import { startSmtpServer } from "@/server/testing/smtp-server";
import { enqueueInvoiceEmails, enqueueWebhookFailingEmail } from "./enqueue-emails";
import { claimDueEmails, renewEmailLease, sendClaimedEmails, sendDueEmails } from "./send-emails";
import { defaultNotificationSettings, saveNotificationSettings } from "./settings";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function paidInvoice(userId: number, values: Record<string, unknown> = {}) {
  const db = await getDb();
  const invoice = await insertTestInvoice(db, { userId, amountDueBase: "100000", ...values });
  await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
  return db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id }));
}

const tick = async (now = new Date(), smtpUrl = smtp.url) => sendDueEmails(await getDb(), { now, smtpUrl });
const mine = (email: string) => smtp.received.filter((message) => message.to.includes(email));

describe("e-mail notifications", () => {
  it("tells the merchant an invoice was paid, once, in Portuguese by default, however often the tick runs", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await paidInvoice(merchant.id);
    await tick();
    await tick();
    await tick(later(10));
    const messages = mine(merchant.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: `Fatura ${invoice.paymentId} paga`, language: "pt-BR" });
    const [row] = await db.select().from(emailNotifications).where(eq(emailNotifications.invoiceId, invoice.id));
    expect(row).toMatchObject({ state: "sent", kind: "paid", attemptCount: 1, leaseToken: null });
  });

  it("writes an event's e-mails once however often they are written", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await paidInvoice(merchant.id);
    const [event] = await db.select().from(webhookEvents).where(and(eq(webhookEvents.invoiceId, invoice.id), eq(webhookEvents.type, "invoice.paid")));
    const again = await db.transaction((tx) => enqueueInvoiceEmails(tx, { eventId: event?.id ?? "", eventType: "invoice.paid", invoice }));
    expect(again).toBe(0);
    expect(await db.select().from(emailNotifications).where(eq(emailNotifications.invoiceId, invoice.id))).toHaveLength(1);
  });

  it("writes in English for a user who chose it, and sends the customer a receipt when asked", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await db.update(users).set({ locale: "en" }).where(eq(users.id, merchant.id));
    await saveNotificationSettings(db, { userId: merchant.id, role: "merchant" }, { ...defaultNotificationSettings, customerReceipt: true });
    const invoice = await paidInvoice(merchant.id, { customerEmail: "Buyer@Example.com", amountDueBase: "90000" });
    await tick();
    expect(mine(merchant.email).map((message) => message.subject)).toEqual([`Invoice ${invoice.paymentId} overpaid`]);
    expect(mine("buyer@example.com")).toMatchObject([{ subject: `Receipt for payment ${invoice.paymentId}`, language: "en" }]);
  });

  it("sends nothing the user switched off", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await saveNotificationSettings(db, { userId: merchant.id, role: "merchant" }, { ...defaultNotificationSettings, invoicePaid: false });
    await paidInvoice(merchant.id);
    await tick();
    expect(mine(merchant.email)).toHaveLength(0);
  });

  it("tells the merchant a partly paid invoice expired", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "100000", expiresAt: new Date(Date.now() + 1000) });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "40000" });
    await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id }));
    await expireInvoices(db, { now: later(1) });
    await tick(later(1));
    expect(mine(merchant.email).map((message) => message.subject)).toEqual([`Fatura ${invoice.paymentId} expirou paga em parte`]);
  });

  it("sends once when a worker died holding the e-mail: nothing until its lease ends, then one message", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await paidInvoice(merchant.id);
    // A worker claims the row and dies before the SMTP server accepted anything.
    const { claimed } = await claimDueEmails(db, { now: new Date(), limit: 50, leaseMs: 60_000 });
    expect(claimed.some((email) => email.recipient === merchant.email)).toBe(true);
    await tick();
    expect(mine(merchant.email)).toHaveLength(0);
    await tick(later(2));
    await tick(later(3));
    expect(mine(merchant.email)).toHaveLength(1);
  });

  it("a worker whose lease ran out mid-batch does not send what a second worker took", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await paidInvoice(merchant.id);
    // The first worker claims, then is slow: its lease ends before it reaches the row.
    const slow = await claimDueEmails(db, { now: new Date(), limit: 50, leaseMs: 1 });
    expect(slow.claimed.some((email) => email.recipient === merchant.email)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await tick(later(1));
    expect(mine(merchant.email)).toHaveLength(1);
    const report = await sendClaimedEmails(db, { ...slow, smtpUrl: smtp.url, now: new Date() });
    expect(report.skipped).toBe(slow.claimed.length);
    expect(mine(merchant.email)).toHaveLength(1);
  });

  it("renews a row's lease before sending it, so no second worker can claim it meanwhile", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await paidInvoice(merchant.id);
    const first = await claimDueEmails(db, { now: new Date(), limit: 50, leaseMs: 1 });
    const email = first.claimed.find((claimed) => claimed.recipient === merchant.email);
    if (!email) throw new Error("the e-mail was not claimed");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await renewEmailLease(db, { id: email.id, token: first.token, leaseMs: 60_000 })).toBe(true);
    const second = await claimDueEmails(db, { now: later(0.5), limit: 50, leaseMs: 60_000 });
    expect(second.claimed.map((claimed) => claimed.id)).not.toContain(email.id);
    // A stale token renews nothing.
    expect(await renewEmailLease(db, { id: email.id, token: second.token, leaseMs: 60_000 })).toBe(false);
  });

  it("retries a message the SMTP server refused, and it arrives once", async () => {
    const db = await getDb();
    const busy = await startSmtpServer({ refuseFirst: 1 });
    try {
      const merchant = await insertMerchant(db);
      const invoice = await paidInvoice(merchant.id);
      // Other tests' rows go out first, so the refusal lands on this one alone.
      await tick(new Date(), busy.url);
      const pending = await db.select().from(emailNotifications).where(eq(emailNotifications.invoiceId, invoice.id));
      expect(busy.received.filter((message) => message.to.includes(merchant.email)).length + Number(pending[0]?.state === "pending")).toBe(1);
      await tick(later(2), busy.url);
      await tick(later(3), busy.url);
      expect(busy.received.filter((message) => message.to.includes(merchant.email))).toHaveLength(1);
    } finally {
      await busy.close();
    }
  });

  it("tells the merchant once when the webhook endpoint failed five deliveries in a row", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const fail = async () => {
      const eventId = await db.transaction((tx) => writeEvent(tx, { userId: merchant.id, invoiceId: null, type: "test", data: {} }));
      await db.insert(webhookDeliveries).values({ eventId, userId: merchant.id, state: "failed", attemptCount: 4 });
      return db.transaction((tx) => enqueueWebhookFailingEmail(tx, merchant.id));
    };
    const written = [];
    for (let index = 0; index < 7; index += 1) written.push(await fail());
    expect(written).toEqual([0, 0, 0, 0, 1, 0, 0]);
    await tick();
    expect(mine(merchant.email).map((message) => message.subject)).toEqual(["O seu endpoint de webhooks está falhando"]);
  });
});
