// The PIX REST operations as the OpenAPI document describes them.
import { z } from "zod";
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { invoiceEnvelope } from "@/server/invoices/invoice-object";
import { invoiceIdParams } from "@/server/invoices/schemas";
import { pspCallbackBody } from "./psp/schemas";
import { receivedPixBody } from "./record-received-pix";
import { createPixPaymentInput, createPixPaymentResponse } from "./schemas";

export const createPixPaymentOperation = apiOperation({
  method: "post",
  path: "/api/payments",
  operationId: "createPixPayment",
  summary: "Create a PIX payment (payment with QR data)",
  description:
    "Creates a BRL payment paid with PIX. The answer carries the BR Code (`emv` = `qr_text`), its QR image " +
    "(base64 PNG), the txid (`transaction_pix_id`) and the hosted checkout (`checkout_id`, `checkout_url`). " +
    "`clientMode`: `noNeedToSpecify` (no client data), `fillDataNow` (`name_client`, `document_client`, " +
    "`document_type` required, CPF/CNPJ check digits validated, alphanumeric CNPJ accepted), `requestCheckout` " +
    "(the customer fills them on the hosted checkout before the QR is shown). Timestamps carry the " +
    "PIX_TIMEZONE offset. Needs the merchant's PIX receiver profile (422 `pix_profile_missing`). " +
    "`due` makes it a charge with a due date (API Pix cobv: `dataDeVencimento`, `validadeAposVencimento`, " +
    "`multa`, `juros`, `abatimento`, `desconto` with their `modalidade` codes; calendar-day modalidades only), " +
    "created at the PSP with `PUT /cobv/{txid}`; the answer's `amount_due_today` applies the rules to today " +
    "(São Paulo calendar), and a payment of the amount due on the day paid settles it.",
  tags: ["PIX"],
  body: createPixPaymentInput,
  idempotent: true,
  responses: {
    201: { description: "Payment created", schema: createPixPaymentResponse },
    422: { description: "`pix_profile_missing` or `idempotency_key_reused`" },
    503: { description: "The configured PSP could not create the charge" },
  },
});

export const receivePixCallbackOperation = apiOperation({
  method: "post",
  path: "/api/pix/webhook",
  operationId: "receivePixCallback",
  summary: "PSP callback (API Pix webhook)",
  description:
    "Receives `{\"pix\": [{endToEndId, txid, valor, horario}]}` from the configured PSP (also at " +
    "`/api/pix/webhook/pix`, the path API Pix appends). A callback is never trusted alone: each entry is " +
    "re-read with `GET /pix/{endToEndId}` and its key, txid and amount checked before the invoice moves to PAID. " +
    "When PIX_PSP_WEBHOOK_SECRET is set, the callback must carry it in the `secret` query parameter.",
  tags: ["PIX"],
  security: "none",
  body: pspCallbackBody,
  responses: {
    200: {
      description: "Each entry's outcome",
      schema: z.object({
        results: z.array(z.object({ endToEndId: z.string(), outcome: z.string() })),
      }),
    },
    400: { description: "Not an API Pix callback body" },
    401: { description: "Wrong or missing callback secret" },
    404: { description: "No PSP is configured" },
  },
});

export const receiveMerchantPixCallbackOperation = apiOperation({
  method: "post",
  path: "/api/pix/webhook/{secret}",
  operationId: "receiveMerchantPixCallback",
  summary: "PSP callback of a merchant's own connection (API Pix webhook)",
  description:
    "The callback URL Ponte registers at a merchant's PSP (`PUT /webhook/{chave}`) when the merchant saves " +
    "their connection; also at `/api/pix/webhook/{secret}/pix`. The secret path segment names the merchant: " +
    "each entry is re-read from that merchant's PSP, and only that merchant's charges and refunds move. " +
    "Entries may carry `devolucoes`, which update the merchant's PIX refunds.",
  tags: ["PIX"],
  security: "none",
  params: z.object({ secret: z.string().min(20).max(100) }),
  body: pspCallbackBody,
  responses: {
    200: {
      description: "Each entry's outcome",
      schema: z.object({
        results: z.array(
          z.object({
            endToEndId: z.string(),
            outcome: z.string(),
            refunds: z.array(z.object({ refundId: z.string(), outcome: z.string() })).optional(),
          }),
        ),
      }),
    },
    400: { description: "Not an API Pix callback body" },
    404: { description: "No connection has this callback secret" },
  },
});

export const recordReceivedPixOperation = apiOperation({
  method: "post",
  path: "/api/invoices/{id}/pix-received",
  operationId: "recordReceivedPix",
  summary: "Record a PIX received in your bank account",
  description:
    "For PIX payments charged without a PSP: records a PIX seen on the bank statement, with its amount (BRL) " +
    "and end-to-end id (32 characters: `E`, the payer bank's ISPB, `yyyyMMddHHmm`, 11 letters or digits), as a " +
    "payment of the PIX invoice, through the same state machine, events and webhooks as a PSP-confirmed one: a " +
    "part leaves it PARTIALLY_PAID, the rest makes it PAID. The end-to-end id makes it idempotent: sent again, " +
    "nothing changes; with another amount or on another invoice, 409 `conflict`. A payment charged through a " +
    "PSP is confirmed by the PSP and refuses a PIX recorded by hand (409 `conflict`).",
  tags: ["PIX"],
  params: invoiceIdParams,
  body: receivedPixBody,
  responses: {
    200: { description: "The invoice after the payment, in the envelope", schema: invoiceEnvelope },
    400: { description: "Invalid amount or end-to-end id, or not a PIX payment" },
    404: { description: "Not found (or not yours)" },
    409: { description: "`conflict`: the end-to-end id is recorded for another payment or amount, or the payment was charged through a PSP" },
  },
});

export const pixOperations: ApiOperation[] = [
  createPixPaymentOperation,
  receivePixCallbackOperation,
  receiveMerchantPixCallbackOperation,
  recordReceivedPixOperation,
];
