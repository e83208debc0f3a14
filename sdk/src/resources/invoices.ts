// Invoices: read one, list with filters, and send an invoice's latest webhook again.
import type { Invoice, InvoicePage, WebhookResendResult } from "../models.js";
import { pathId, unwrap, type Query, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type ListInvoicesFilters = Query<operations["listInvoices"]>;

export const invoiceMethods = ({ api }: Transport) => ({
  /** GET /api/invoices/payment-gateway/{id}: a payment, refund or payout. */
  getInvoice: async (invoiceId: string | number): Promise<Invoice> =>
    (await unwrap(api.GET("/api/invoices/payment-gateway/{id}", { params: pathId(invoiceId) }))).response,

  /** GET /api/invoices/payment-gateway: one page of your invoices, filtered and ordered. */
  listInvoices: async (filters: ListInvoicesFilters = {}): Promise<InvoicePage> =>
    (await unwrap(api.GET("/api/invoices/payment-gateway", { params: { query: filters } }))).response,

  /** POST /api/invoices/resend-webhook/{id}: the invoice's latest event, delivered again. */
  resendWebhook: (invoiceId: string | number): Promise<WebhookResendResult> =>
    unwrap(api.POST("/api/invoices/resend-webhook/{id}", { params: pathId(invoiceId) })),
});
export type InvoiceMethods = ReturnType<typeof invoiceMethods>;
