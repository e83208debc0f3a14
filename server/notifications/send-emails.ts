// Sends due e-mails from the outbox: claims rows with a lease (FOR UPDATE SKIP LOCKED, so two
// workers never hold the same row), hands each to the SMTP server, and marks it sent only once the
// server accepted it, fenced by the lease token. Each row's lease is renewed just before its
// message goes out, and the SMTP client's waits are bounded well inside a lease, so a slow batch
// cannot outlive the leases of its last rows while a second worker claims and sends them too; a
// row whose lease another worker took meanwhile is skipped. A worker that dies before the SMTP
// server accepted leaves a row that falls due again when its lease ends; a refusal is retried after
// EMAIL_RETRY_DELAYS_S, then the row is marked failed. Each message carries a Message-ID of its
// own row, the same on every try, so a receiver can tell a repeat.
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { env } from "@/kernel/env";
import { logger } from "@/kernel/logger";
import { formatUnits } from "@/kernel/money";
import { payDecimals } from "@/vocabulary/assets";
import { emailContent, type EmailInvoice } from "./email-content";
import type { EmailKind } from "./enqueue-emails";
import { defaultLocale, isLocale, type Locale } from "@/kernel/locales";

export type EmailSendOptions = {
  now?: Date;
  /** The SMTP server; SMTP_URL by default. Without one nothing is sent (the rows wait). */
  smtpUrl?: string;
  leaseMs?: number;
  batchSize?: number;
};

export type ClaimedEmail = { id: number; invoiceId: number | null; recipient: string; kind: EmailKind; locale: string; attemptCount: number };

const DEFAULT_LEASE_MS = 120_000;

const transports = new Map<string, Transporter>();
/** The SMTP client, each of its waits (connecting, the greeting, a silent socket) a quarter of a lease at most. */
function transportFor(smtpUrl: string, leaseMs: number) {
  const key = `${leaseMs} ${smtpUrl}`;
  let transport = transports.get(key);
  if (!transport) {
    const waitMs = Math.max(1_000, Math.floor(leaseMs / 4));
    transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: waitMs, greetingTimeout: waitMs, socketTimeout: waitMs });
    transports.set(key, transport);
  }
  return transport;
}

/** Claims up to `limit` due rows for `leaseMs`: their next attempt moves to the lease's end. */
export async function claimDueEmails(db: Database, params: { now: Date; limit: number; leaseMs: number }) {
  const token = randomUUID();
  const leaseUntil = new Date(Date.now() + params.leaseMs).toISOString();
  const rows = rowsOf<{ id: number | string; invoice_id: number | string | null; recipient: string; kind: EmailKind; locale: string; attempt_count: number }>(
    await db.execute(sql`
      update email_notifications
      set lease_token = ${token}::uuid, lease_expires_at = ${leaseUntil}::timestamptz,
          next_attempt_at = ${leaseUntil}::timestamptz, updated_at = now()
      where id = any(array(
        select id from email_notifications
        where state = 'pending' and next_attempt_at <= ${params.now.toISOString()}::timestamptz
        order by next_attempt_at, id
        limit ${params.limit}
        for update skip locked))
      returning id, invoice_id, recipient, kind, locale, attempt_count`),
  );
  const claimed: ClaimedEmail[] = rows.map((row) => ({
    id: Number(row.id),
    invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
    recipient: row.recipient,
    kind: row.kind,
    locale: row.locale,
    attemptCount: Number(row.attempt_count),
  }));
  return { token, claimed };
}

/**
 * Renews one claimed row's lease from now; false when the worker no longer holds it (its lease ran
 * out and another worker claimed the row, or it was sent): then it must not be sent.
 */
export async function renewEmailLease(db: Database, params: { id: number; token: string; leaseMs: number }): Promise<boolean> {
  const leaseUntil = new Date(Date.now() + params.leaseMs).toISOString();
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      update email_notifications
      set lease_expires_at = ${leaseUntil}::timestamptz, next_attempt_at = ${leaseUntil}::timestamptz, updated_at = now()
      where id = ${params.id} and lease_token = ${params.token}::uuid and state = 'pending'
      returning id`),
  );
  return rows.length > 0;
}

async function invoiceOf(db: Database, invoiceId: number | null): Promise<EmailInvoice | null> {
  if (invoiceId === null) return null;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return null;
  return {
    paymentId: row.paymentId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    payCurrency: row.payCurrency,
    amountPaid: formatUnits(BigInt(row.amountPaidBase), payDecimals(row.payCurrency)),
    externalReference: row.externalReference,
    customerName: row.customerName,
    paidAt: row.paidAt,
  };
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

export async function sendDueEmails(db: Database, options: EmailSendOptions = {}) {
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  if (!smtpUrl) return { claimed: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const now = options.now ?? new Date();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const { token, claimed } = await claimDueEmails(db, { now, limit: options.batchSize ?? 20, leaseMs });
  return sendClaimedEmails(db, { token, claimed, smtpUrl, leaseMs, now });
}

/** Sends the rows a claim returned, each only while this worker still holds its lease. */
export async function sendClaimedEmails(
  db: Database,
  params: { token: string; claimed: ClaimedEmail[]; smtpUrl: string; leaseMs?: number; now: Date },
) {
  const { token, claimed, now } = params;
  const leaseMs = params.leaseMs ?? DEFAULT_LEASE_MS;
  const report = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const transport = transportFor(params.smtpUrl, leaseMs);
  // Milliseconds: the configuration reads the list of seconds into them.
  const delaysMs = env.EMAIL_RETRY_DELAYS_S;
  for (const email of claimed) {
    const content = emailContent({
      kind: email.kind,
      locale: localeOf(email.locale),
      invoice: await invoiceOf(db, email.invoiceId),
      appUrl: env.APP_URL.replace(/\/$/, ""),
      failureStreak: env.WEBHOOK_FAILURE_ALERT_STREAK,
    });
    if (!(await renewEmailLease(db, { id: email.id, token, leaseMs }))) {
      report.skipped += 1;
      continue;
    }
    const attempts = email.attemptCount + 1;
    let messageId: string | null;
    try {
      const info = await transport.sendMail({
        from: env.EMAIL_FROM,
        to: email.recipient,
        subject: content.subject,
        text: content.text,
        messageId: `<email-${email.id}@ponte>`,
        headers: { "Content-Language": email.locale },
      });
      messageId = info.messageId ?? null;
    } catch (error) {
      const delay = delaysMs[attempts - 1];
      const message = error instanceof Error ? error.message.slice(0, 300) : "send failed";
      logger.warn("e-mail not accepted", { id: email.id, kind: email.kind, attempts, error: message });
      await db.execute(sql`
        update email_notifications
        set state = ${delay === undefined ? "failed" : "pending"},
            next_attempt_at = ${new Date(now.getTime() + (delay ?? 0)).toISOString()}::timestamptz,
            attempt_count = ${attempts}, last_error = ${message},
            lease_token = null, lease_expires_at = null, updated_at = now()
        where id = ${email.id} and lease_token = ${token}::uuid`);
      if (delay === undefined) report.failed += 1;
      else report.retrying += 1;
      continue;
    }
    // Accepted: from here on it is never sent again by this row.
    await db.execute(sql`
      update email_notifications
      set state = 'sent', sent_at = now(), message_id = ${messageId}, attempt_count = ${attempts},
          lease_token = null, lease_expires_at = null, last_error = null, updated_at = now()
      where id = ${email.id} and lease_token = ${token}::uuid`);
    report.sent += 1;
  }
  return report;
}
