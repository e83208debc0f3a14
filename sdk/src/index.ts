// @ponte/sdk: the client, its error, webhook verification, and the API's types.
export { createPonteClient, type PonteClient, type PonteClientOptions } from "./client.js";
export { PonteError, type ErrorBody } from "./errors.js";
export type {
  CryptoPayment,
  EventPage,
  Invoice,
  InvoicePage,
  InvoiceStatus,
  PixPaymentRecord,
  WebhookEvent,
  WebhookResendResult,
} from "./models.js";
export type { RequestOptions } from "./request.js";
export type { CheckoutSession, CheckoutSessionPage, CreateCheckoutSessionBody, ListCheckoutSessionsFilters } from "./resources/checkout-sessions.js";
export type { EventFeedQuery } from "./resources/events.js";
export type { ListInvoicesFilters } from "./resources/invoices.js";
export type {
  CreatePaymentLinkBody,
  ListPaymentLinkPaymentsQuery,
  ListPaymentLinksFilters,
  PaymentLink,
  PaymentLinkPage,
  PaymentLinkPaymentsPage,
} from "./resources/payment-links.js";
export type { CreateCryptoPaymentBody, CreatePixPaymentBody } from "./resources/payments.js";
export type { SimulateSandboxClaimBody, SimulateSandboxPaymentBody } from "./resources/sandbox.js";
export type { CreatePayoutBody, CreateRefundBody } from "./resources/withdrawals.js";
export { verifyWebhook, type WebhookHeaders } from "./verify-webhook.js";
export type { components, operations, paths, webhooks } from "./schema.js";
