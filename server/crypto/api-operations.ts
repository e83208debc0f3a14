// The crypto payment and invoice reading operations as the OpenAPI document describes them.
import type { ApiOperation } from "@/server/rest/api-operation";
import { invoiceEnvelope, invoicePageEnvelope } from "@/server/invoices/invoice-object";
import { invoiceIdParams, listInvoicesInput } from "@/server/invoices/schemas";
import { createCryptoPaymentInput, cryptoPaymentObject } from "./schemas";

export const cryptoOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/payments/v2/crypto",
    gateway: true,
    operationId: "createCryptoPayment",
    summary: "Create a crypto payment",
    description:
      "Converts the fiat amount at the current rate (amount due = ceil(fiat / rate) at 8 decimals, so the " +
      "merchant is never underpaid), takes the next receive address of the merchant's registered wallet " +
      "(BTC native segwit; ETH and USDTBSC share one EVM address sequence) and answers the flat crypto " +
      "payment object. `qr_code` is a base64 PNG of a BIP21 / EIP-681 wallet URI. Expires after " +
      "CRYPTO_INVOICE_TTL_MINUTES (default 30).",
    tags: ["Crypto payments"],
    body: createCryptoPaymentInput,
    idempotent: true,
    responses: {
      201: { description: "Payment created", schema: cryptoPaymentObject },
      422: { description: "`wallet_not_configured` or `idempotency_key_reused`" },
      503: { description: "`rate_unavailable`: no fresh exchange rate; no invoice was created" },
    },
  },
  {
    method: "get",
    path: "/api/invoices/payment-gateway/{id}",
    operationId: "getInvoice",
    summary: "Read one invoice",
    description:
      "Merchants read their own invoices; admins and operators read any. Another merchant's invoice answers " +
      "the same 404 as an unknown id.",
    tags: ["Invoices"],
    params: invoiceIdParams,
    responses: {
      200: { description: "The invoice in the envelope", schema: invoiceEnvelope },
      404: { description: "Not found (or not yours)" },
    },
  },
  {
    method: "get",
    path: "/api/invoices/payment-gateway",
    operationId: "listInvoices",
    summary: "List invoices",
    description:
      "A page of invoices with an exact total. Merchants see their own; admins and operators see all, or one " +
      "user's with `user_id` (403 for merchants). `start_date` is inclusive, `end_date` exclusive. What `query` " +
      "matches is told with the parameter.",
    tags: ["Invoices"],
    query: listInvoicesInput,
    responses: {
      200: { description: "A page of invoices", schema: invoicePageEnvelope },
      403: { description: "`user_id` used by a merchant" },
    },
  },
];
