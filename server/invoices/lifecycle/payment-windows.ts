// When money still moves an invoice: the monitoring window after expiry, in which a late full
// payment still makes it PAID, and the invoices the watchers and pollers therefore still read.
import { and, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import { invoices, type Invoice } from "@/db/schema";
import { env } from "@/kernel/env";
import { openStatuses } from "@/vocabulary/invoice-states";

export const monitoringWindowMs = () => env.MONITORING_WINDOW_MINUTES * 60_000;

/** True while late payments may still move an EXPIRED invoice to PAID. */
export const lateWindowOpen = (invoice: Pick<Invoice, "expiresAt">, now: Date) =>
  now.getTime() <= invoice.expiresAt.getTime() + monitoringWindowMs();

/**
 * The invoices whose payments are still watched (chain watchers, PSP polling): the open ones, and
 * the EXPIRED ones inside the monitoring window, where a late full payment still moves them to PAID.
 */
export const stillWatched = (now: Date): SQL | undefined =>
  and(
    // Withdrawals share some state names (CONFIRMING, EXPIRED) but are watched for the merchant's send.
    eq(invoices.type, "PAYMENT"),
    or(
      inArray(invoices.status, openStatuses),
      and(eq(invoices.status, "EXPIRED"), gt(invoices.expiresAt, new Date(now.getTime() - monitoringWindowMs()))),
    ),
  );

/**
 * Closed to payments: the invoice is final (PAID, CANCELED) or expired with its monitoring window
 * shut. Money arriving then is recorded and shown, and announced, but moves no state.
 */
export const closedToPayments = (invoice: Pick<Invoice, "status" | "expiresAt">, now: Date) =>
  invoice.status === "PAID" ||
  invoice.status === "CANCELED" ||
  (invoice.status === "EXPIRED" && !lateWindowOpen(invoice, now));
