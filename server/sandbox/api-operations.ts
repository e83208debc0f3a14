// The sandbox's operations (paying, confirming, claiming as the receiver would) as the OpenAPI
// document describes them.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { simulateClaimBody } from "@/server/withdrawals/schemas";
import { invoiceIdParams } from "@/server/invoices/schemas";
import { invoiceEnvelope } from "@/server/invoices/invoice-object";
import { simulatePaymentBody } from "./simulate-payment";

export const simulateSandboxPaymentOperation = apiOperation({
  method: "post",
  path: "/api/sandbox/invoices/{id}/pay",
  operationId: "simulateSandboxPayment",
  summary: "Simulate a payment (sandbox merchants)",
  description:
    "Records a simulated payment for one of your invoices and runs it through the same state machine, " +
    "events and webhooks as a real one: a crypto invoice is first CONFIRMING (`invoice.confirming`), then " +
    "PAID or PARTIALLY_PAID. `amount` is a decimal string in the pay currency (e.g. `\"0.0015\"` BTC), or in " +
    "the fiat currency when `currency` names it; without `amount`, `kind` picks full (default), partial, " +
    "over or late (the invoice expires first, then is paid with `paid_late: true`). With `confirm: \"later\"` a crypto payment " +
    "stays CONFIRMING until POST /api/sandbox/invoices/{id}/confirm (or the tick after `SANDBOX_CONFIRM_SECONDS`). On a refund or payout awaiting " +
    "your send, it simulates the send (no body: always its exact amount), CONFIRMING then COMPLETED. Live merchants get 403 " +
    "`sandbox_only`; a PAID or CANCELED invoice answers 409 `invalid_transition`.",
  tags: ["Sandbox"],
  params: invoiceIdParams,
  body: simulatePaymentBody,
  responses: {
    200: { description: "The invoice after the payment, in the envelope", schema: invoiceEnvelope },
    400: { description: "Invalid amount or currency" },
    403: { description: "`sandbox_only`: the merchant is not in sandbox mode" },
    404: { description: "Not found (or not yours)" },
    409: { description: "`invalid_transition`: the invoice is PAID or CANCELED" },
  },
});

export const confirmSandboxPaymentsOperation = apiOperation({
  method: "post",
  path: "/api/sandbox/invoices/{id}/confirm",
  operationId: "confirmSandboxPayments",
  summary: "Confirm simulated payments (sandbox merchants)",
  description:
    "Confirms the simulated crypto payments of one of your invoices that were recorded with `confirm: \"later\"` " +
    "(the invoice then shows CONFIRMING), as a chain's confirmations would: the invoice moves to PAID or PARTIALLY_PAID " +
    "with its events and webhooks. Without this call the tick confirms them after `SANDBOX_CONFIRM_SECONDS`. " +
    "Live merchants get 403 `sandbox_only`; an invoice with no simulated payment awaiting confirmation answers 409 `invalid_transition`.",
  tags: ["Sandbox"],
  params: invoiceIdParams,
  responses: {
    200: { description: "The invoice after the confirmation, in the envelope", schema: invoiceEnvelope },
    403: { description: "`sandbox_only`: the merchant is not in sandbox mode" },
    404: { description: "Not found (or not yours)" },
    409: { description: "`invalid_transition`: no simulated payment awaits confirmation" },
  },
});

export const simulateSandboxClaimOperation = apiOperation({
  method: "post",
  path: "/api/sandbox/invoices/{id}/claim",
  operationId: "simulateSandboxClaim",
  summary: "Simulate a withdrawal's claim (sandbox merchants)",
  description:
    "As if the receiver had entered `address` (an example address of the network when absent) on the claim page. " +
    "Then `POST /api/sandbox/invoices/{id}/pay` simulates your send of it.",
  tags: ["Sandbox"],
  params: invoiceIdParams,
  body: simulateClaimBody,
  responses: {
    200: { description: "The withdrawal, in the envelope", schema: invoiceEnvelope },
    403: { description: "`sandbox_only`" },
    409: { description: "`invalid_transition`: already claimed, expired or canceled" },
  },
});

/** In the document's order: paying and confirming come before the withdrawals' operations, the claim after them. */
export const sandboxPaymentOperations: ApiOperation[] = [simulateSandboxPaymentOperation, confirmSandboxPaymentsOperation];
export const sandboxClaimOperations: ApiOperation[] = [simulateSandboxClaimOperation];
