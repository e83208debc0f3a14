// A thin typed client of the Ponte REST API on openapi-fetch: every body, filter and answer is a
// type generated from the OpenAPI document (./schema.ts). Errors throw PonteError with the error body.
import createClient from "openapi-fetch";
import type { components, operations, paths } from "./schema";

type Schemas = components["schemas"];
export type Invoice = Schemas["Invoice"];
export type CryptoPayment = Schemas["CryptoPayment"];
export type PixPaymentRecord = Schemas["PixPaymentRecord"];
export type InvoicePage = Schemas["InvoicePage"]["response"];
export type EventPage = Schemas["EventPage"]["response"];
export type WebhookEvent = Schemas["Event"];
export type WebhookResendResult = Schemas["WebhookResendResult"];
export type ErrorBody = Schemas["Error"];
export type InvoiceStatus = Invoice["status"];

type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : never;
type Query<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type Answer<O extends { responses: object }, S extends keyof O["responses"]> = O["responses"][S] extends { content: { "application/json": infer A } } ? A : never;

export type CreateCryptoPaymentBody = JsonBody<operations["createCryptoPayment"]>;
export type CreatePixPaymentBody = JsonBody<operations["createPixPayment"]>;
export type CreateRefundBody = JsonBody<operations["createRefund"]>;
export type CreatePayoutBody = JsonBody<operations["createPayout"]>;
export type ListInvoicesFilters = Query<operations["listInvoices"]>;
export type EventFeedQuery = Query<operations["listEvents"]>;
export type CreateCheckoutSessionBody = JsonBody<operations["createCheckoutSession"]>;
export type ListCheckoutSessionsFilters = Query<operations["listCheckoutSessions"]>;
export type CheckoutSession = Answer<operations["getCheckoutSession"], 200>["response"];
export type CheckoutSessionPage = Answer<operations["listCheckoutSessions"], 200>["response"];

/** An error answer of the API: its status and the shared error body. */
export class PonteError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
    this.name = "PonteError";
  }
}

export type PonteClientOptions = {
  /** {base_url}, e.g. https://pay.example.com */
  baseUrl: string;
  /** An API key from the dashboard (ponte_…). */
  apiKey: string;
  /** {gateway_base_url} without /api, when the crypto create is served from another host. */
  gatewayBaseUrl?: string;
  fetch?: typeof fetch;
};

type Result<T> = { data?: T; error?: unknown; response: Response };

async function unwrap<T>(request: Promise<Result<T>>): Promise<T> {
  const { data, error, response } = await request;
  if (data !== undefined) return data;
  throw new PonteError(response.status, (error ?? { status: response.status, code: "unknown", message: response.statusText }) as ErrorBody);
}

const idempotency = (key: string | undefined) => (key === undefined ? {} : { "Idempotency-Key": key });

export function createPonteClient(options: PonteClientOptions) {
  const shared = { headers: { authorization: `Bearer ${options.apiKey}` }, fetch: options.fetch };
  const api = createClient<paths>({ ...shared, baseUrl: options.baseUrl.replace(/\/$/, "") });
  const gateway = createClient<paths>({ ...shared, baseUrl: (options.gatewayBaseUrl ?? options.baseUrl).replace(/\/$/, "") });
  const id = (invoiceId: string | number) => ({ path: { id: String(invoiceId) } });

  return {
    /** The openapi-fetch client, for any operation this wrapper does not name. */
    raw: api,
    createCryptoPayment: (body: CreateCryptoPaymentBody, options: { idempotencyKey?: string } = {}) =>
      unwrap(gateway.POST("/api/payments/v2/crypto", { body, params: { header: idempotency(options.idempotencyKey) } })),
    createPixPayment: async (body: CreatePixPaymentBody, options: { idempotencyKey?: string } = {}) =>
      (await unwrap(api.POST("/api/payments", { body, params: { header: idempotency(options.idempotencyKey) } }))).response,
    getInvoice: async (invoiceId: string | number) =>
      (await unwrap(api.GET("/api/invoices/payment-gateway/{id}", { params: id(invoiceId) }))).response,
    listInvoices: async (filters: ListInvoicesFilters = {}) =>
      (await unwrap(api.GET("/api/invoices/payment-gateway", { params: { query: filters } }))).response,
    resendWebhook: (invoiceId: string | number) => unwrap(api.POST("/api/invoices/resend-webhook/{id}", { params: id(invoiceId) })),
    createRefund: async (paymentId: string | number, body: CreateRefundBody, options: { idempotencyKey?: string } = {}) =>
      (await unwrap(api.POST("/api/invoices/{id}/refunds", { body, params: { ...id(paymentId), header: idempotency(options.idempotencyKey) } }))).response,
    listRefunds: async (paymentId: string | number) =>
      (await unwrap(api.GET("/api/invoices/{id}/refunds", { params: id(paymentId) }))).response.data,
    createPayout: async (body: CreatePayoutBody, options: { idempotencyKey?: string } = {}) =>
      (await unwrap(api.POST("/api/payouts", { body, params: { header: idempotency(options.idempotencyKey) } }))).response,
    cancelWithdrawal: async (withdrawalId: string | number) =>
      (await unwrap(api.POST("/api/withdrawals/{id}/cancel", { params: id(withdrawalId) }))).response,
    /** A session the payer finishes on `checkout_url`, choosing PIX or a crypto asset there. */
    createCheckoutSession: async (body: CreateCheckoutSessionBody, options: { idempotencyKey?: string } = {}): Promise<CheckoutSession> =>
      (await unwrap(api.POST("/api/checkouts", { body, params: { header: idempotency(options.idempotencyKey) } }))).response,
    getCheckoutSession: async (sessionId: string): Promise<CheckoutSession> =>
      (await unwrap(api.GET("/api/checkouts/{id}", { params: { path: { id: sessionId } } }))).response,
    listCheckoutSessions: async (filters: ListCheckoutSessionsFilters = {}): Promise<CheckoutSessionPage> =>
      (await unwrap(api.GET("/api/checkouts", { params: { query: filters } }))).response,
    /** One page of the event feed after `after` (a next_cursor you kept). */
    listEvents: async (query: EventFeedQuery = {}) => (await unwrap(api.GET("/api/events", { params: { query } }))).response,
  };
}
export type PonteClient = ReturnType<typeof createPonteClient>;
