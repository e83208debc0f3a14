// Checkout sessions: a payment whose rail (PIX or a crypto asset) the payer chooses on `checkout_url`.
import { idempotencyHeader, unwrap, type Answer, type JsonBody, type Query, type RequestOptions, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type CreateCheckoutSessionBody = JsonBody<operations["createCheckoutSession"]>;
export type ListCheckoutSessionsFilters = Query<operations["listCheckoutSessions"]>;
export type CheckoutSession = Answer<operations["getCheckoutSession"], 200>["response"];
export type CheckoutSessionPage = Answer<operations["listCheckoutSessions"], 200>["response"];

export const checkoutSessionMethods = ({ api }: Transport) => ({
  /** POST /api/checkouts: a session the payer finishes on `checkout_url`, choosing PIX or a crypto asset there. */
  createCheckoutSession: async (body: CreateCheckoutSessionBody, options: RequestOptions = {}): Promise<CheckoutSession> =>
    (await unwrap(api.POST("/api/checkouts", { body, params: { header: idempotencyHeader(options) } }))).response,

  /** GET /api/checkouts/{id}: one session (cs_…). */
  getCheckoutSession: async (sessionId: string): Promise<CheckoutSession> =>
    (await unwrap(api.GET("/api/checkouts/{id}", { params: { path: { id: sessionId } } }))).response,

  /** GET /api/checkouts: one page of your sessions. */
  listCheckoutSessions: async (filters: ListCheckoutSessionsFilters = {}): Promise<CheckoutSessionPage> =>
    (await unwrap(api.GET("/api/checkouts", { params: { query: filters } }))).response,
});
export type CheckoutSessionMethods = ReturnType<typeof checkoutSessionMethods>;
