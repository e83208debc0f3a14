// Payment links: a reusable link (a fixed amount, or one the payer types) whose visits start
// checkout sessions; its payments are the sessions it started that were paid.
import { idempotencyHeader, pathId, unwrap, type Answer, type JsonBody, type Query, type RequestOptions, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type CreatePaymentLinkBody = JsonBody<operations["createPaymentLink"]>;
export type ListPaymentLinksFilters = Query<operations["listPaymentLinks"]>;
export type ListPaymentLinkPaymentsQuery = Query<operations["listPaymentLinkPayments"]>;
export type PaymentLink = Answer<operations["getPaymentLink"], 200>["response"];
export type PaymentLinkPage = Answer<operations["listPaymentLinks"], 200>["response"];
export type PaymentLinkPaymentsPage = Answer<operations["listPaymentLinkPayments"], 200>["response"];

export const paymentLinkMethods = ({ api }: Transport) => ({
  /** POST /api/payment-links: a link to share (`url`, `qr_code`); with an Idempotency-Key a retry answers the same link. */
  createPaymentLink: async (body: CreatePaymentLinkBody, options: RequestOptions = {}): Promise<PaymentLink> =>
    (await unwrap(api.POST("/api/payment-links", { body, params: { header: idempotencyHeader(options) } }))).response,

  /** GET /api/payment-links/{id}: one of your links. */
  getPaymentLink: async (linkId: string | number): Promise<PaymentLink> =>
    (await unwrap(api.GET("/api/payment-links/{id}", { params: pathId(linkId) }))).response,

  /** GET /api/payment-links: one page of your links (`active: "true"` or `"false"` to filter). */
  listPaymentLinks: async (filters: ListPaymentLinksFilters = {}): Promise<PaymentLinkPage> =>
    (await unwrap(api.GET("/api/payment-links", { params: { query: filters } }))).response,

  /** POST /api/payment-links/{id}/disable: the link stops taking payments (sessions it started carry on). */
  disablePaymentLink: async (linkId: string | number): Promise<PaymentLink> =>
    (await unwrap(api.POST("/api/payment-links/{id}/disable", { params: pathId(linkId) }))).response,

  /** POST /api/payment-links/{id}/enable: the link takes payments again. */
  enablePaymentLink: async (linkId: string | number): Promise<PaymentLink> =>
    (await unwrap(api.POST("/api/payment-links/{id}/enable", { params: pathId(linkId) }))).response,

  /** GET /api/payment-links/{id}/payments: one page of the link's paid checkout sessions, newest first. */
  listPaymentLinkPayments: async (linkId: string | number, query: ListPaymentLinkPaymentsQuery = {}): Promise<PaymentLinkPaymentsPage> =>
    (await unwrap(api.GET("/api/payment-links/{id}/payments", { params: { ...pathId(linkId), query } }))).response,
});
export type PaymentLinkMethods = ReturnType<typeof paymentLinkMethods>;
