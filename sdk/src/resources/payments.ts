// Payments: a crypto invoice (created at the gateway host when it is another) and a PIX charge.
import type { CryptoPayment, PixPaymentRecord } from "../models.js";
import { idempotencyHeader, unwrap, type JsonBody, type RequestOptions, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type CreateCryptoPaymentBody = JsonBody<operations["createCryptoPayment"]>;
export type CreatePixPaymentBody = JsonBody<operations["createPixPayment"]>;

export const paymentMethods = ({ api, gateway }: Transport) => ({
  /** POST /api/payments/v2/crypto: an invoice in a crypto asset, paid to a fresh address of your wallet. */
  createCryptoPayment: (body: CreateCryptoPaymentBody, options: RequestOptions = {}): Promise<CryptoPayment> =>
    unwrap(gateway.POST("/api/payments/v2/crypto", { body, params: { header: idempotencyHeader(options) } })),

  /** POST /api/payments: a PIX charge (its BR Code in `emv`); answers the payment record. */
  createPixPayment: async (body: CreatePixPaymentBody, options: RequestOptions = {}): Promise<PixPaymentRecord> =>
    (await unwrap(api.POST("/api/payments", { body, params: { header: idempotencyHeader(options) } }))).response,
});
export type PaymentMethods = ReturnType<typeof paymentMethods>;
