// Withdrawals: a payment's refunds, payouts to any receiver, and cancelling one not yet sent.
import type { Invoice } from "../models.js";
import { idempotencyHeader, pathId, unwrap, type JsonBody, type RequestOptions, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type CreateRefundBody = JsonBody<operations["createRefund"]>;
export type CreatePayoutBody = JsonBody<operations["createPayout"]>;

export const withdrawalMethods = ({ api }: Transport) => ({
  /** POST /api/invoices/{id}/refunds: a refund of a payment (crypto or PIX), answered as an invoice of type WITHDRAWAL. */
  createRefund: async (paymentId: string | number, body: CreateRefundBody, options: RequestOptions = {}): Promise<Invoice> =>
    (await unwrap(api.POST("/api/invoices/{id}/refunds", { body, params: { ...pathId(paymentId), header: idempotencyHeader(options) } }))).response,

  /** GET /api/invoices/{id}/refunds: a payment's refunds, oldest first. */
  listRefunds: async (paymentId: string | number): Promise<Invoice[]> =>
    (await unwrap(api.GET("/api/invoices/{id}/refunds", { params: pathId(paymentId) }))).response.data,

  /** POST /api/payouts: a payout to any receiver, from your own wallet. */
  createPayout: async (body: CreatePayoutBody, options: RequestOptions = {}): Promise<Invoice> =>
    (await unwrap(api.POST("/api/payouts", { body, params: { header: idempotencyHeader(options) } }))).response,

  /** POST /api/withdrawals/{id}/cancel: a refund or payout that was not sent yet. */
  cancelWithdrawal: async (withdrawalId: string | number): Promise<Invoice> =>
    (await unwrap(api.POST("/api/withdrawals/{id}/cancel", { params: pathId(withdrawalId) }))).response,
});
export type WithdrawalMethods = ReturnType<typeof withdrawalMethods>;
