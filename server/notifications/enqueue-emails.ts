// Writes the e-mails an event calls for into the e-mail outbox, in the transaction of the change
// it reports: one row per (event, recipient, kind), so writing the same again adds nothing.
// Reads only the database (users, settings, deliveries): the invoice events call it from below.
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import { emailNotifications, users, type Invoice } from "@/db/schema";
import { env } from "@/kernel/env";
import { defaultLocale, isLocale } from "@/kernel/locales";
import { getNotificationSettings, type NotificationSettingsValues } from "./settings";

export const emailKinds = ["paid", "paid_late", "overpaid", "partially_paid_expired", "webhook_failing", "receipt"] as const;
export type EmailKind = (typeof emailKinds)[number];

/** The merchant's e-mail for a paid or expired payment, the most telling one that is switched on. */
function merchantKindOf(
  invoice: Pick<Invoice, "type" | "paidLate" | "overpaid" | "amountPaidBase">,
  eventType: string,
  settings: NotificationSettingsValues,
): EmailKind | null {
  if (invoice.type !== "PAYMENT") return null;
  if (eventType === "invoice.paid") {
    if (invoice.paidLate && settings.invoicePaidLate) return "paid_late";
    if (invoice.overpaid && settings.invoiceOverpaid) return "overpaid";
    return settings.invoicePaid ? "paid" : null;
  }
  if (eventType === "invoice.expired" && BigInt(invoice.amountPaidBase) > 0n) {
    return settings.invoicePartiallyPaidExpired ? "partially_paid_expired" : null;
  }
  return null;
}

type Planned = { recipient: string; kind: EmailKind };

/** The user's language (no browser to ask for one who chose none: the default). */
const emailLocaleOf = (user: { locale: string | null }) => (isLocale(user.locale) ? user.locale : defaultLocale);

/** The e-mails of an invoice's event: the merchant's, and the customer's receipt of a paid invoice. */
export async function enqueueInvoiceEmails(
  tx: Executor,
  params: { eventId: string; eventType: string; invoice: Invoice },
) {
  const { invoice, eventType } = params;
  if (eventType !== "invoice.paid" && eventType !== "invoice.expired") return 0;
  const settings = await getNotificationSettings(tx, invoice.userId);
  const [owner] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, invoice.userId));
  if (!owner) return 0;
  const planned: Planned[] = [];
  const kind = merchantKindOf(invoice, eventType, settings);
  if (kind) planned.push({ recipient: owner.email, kind });
  if (eventType === "invoice.paid" && settings.customerReceipt && invoice.customerEmail) {
    planned.push({ recipient: invoice.customerEmail, kind: "receipt" });
  }
  return insertPlanned(tx, { userId: invoice.userId, invoiceId: invoice.id, eventId: params.eventId, locale: emailLocaleOf(owner), planned });
}

/**
 * The "endpoint failing" e-mail, once per streak: when the merchant's newest tried deliveries are
 * WEBHOOK_FAILURE_ALERT_STREAK failures and the one before them was not (or there was none). Keyed
 * by the event of the failure that completed the streak.
 */
export async function enqueueWebhookFailingEmail(tx: Executor, userId: number) {
  const streak = env.WEBHOOK_FAILURE_ALERT_STREAK;
  const rows = rowsOf<{ event_id: string; failed: boolean }>(
    await tx.execute(sql`
      select event_id, (state = 'failed' or (state = 'pending' and attempt_count > 0)) as failed
      from webhook_deliveries
      where user_id = ${userId} and (state <> 'pending' or attempt_count > 0)
      order by created_at desc, id desc limit ${streak + 1}`),
  );
  const newest = rows.slice(0, streak);
  if (newest.length < streak || !newest.every((row) => row.failed) || rows[streak]?.failed) return 0;
  const settings = await getNotificationSettings(tx, userId);
  if (!settings.webhookFailing) return 0;
  const [owner] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  const first = newest.at(-1);
  if (!owner || !first) return 0;
  return insertPlanned(tx, {
    userId,
    invoiceId: null,
    // The streak's first failure: later failures of the same streak find the same key.
    eventId: first.event_id,
    locale: emailLocaleOf(owner),
    planned: [{ recipient: owner.email, kind: "webhook_failing" }],
  });
}

async function insertPlanned(
  tx: Executor,
  params: { userId: number; invoiceId: number | null; eventId: string; locale: string; planned: Planned[] },
) {
  if (params.planned.length === 0) return 0;
  const rows = await tx
    .insert(emailNotifications)
    .values(
      params.planned.map((email) => ({
        userId: params.userId,
        invoiceId: params.invoiceId,
        eventId: params.eventId,
        recipient: email.recipient.toLowerCase(),
        kind: email.kind,
        locale: params.locale,
      })),
    )
    .onConflictDoNothing({ target: [emailNotifications.eventId, emailNotifications.recipient, emailNotifications.kind] })
    .returning({ id: emailNotifications.id });
  return rows.length;
}
