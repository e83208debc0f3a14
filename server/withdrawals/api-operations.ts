// Money going out. The specification's invoice has two types, PAYMENT and WITHDRAWAL, and its list
// filters by them: every movement of money from the merchant to someone else is therefore a
// WITHDRAWAL invoice, so it is read, listed, exported and announced like any invoice. A refund
// gives money back from a payment (./refunds: a crypto send from the merchant's wallet, or a PIX
// devolução the PSP makes, ./refunds/pix); a payout sends it to anyone (./payouts). What they share
// (amounts, the receiver's address and claim, checking the send) lives here.
//
// The refund and payout operations as the OpenAPI document describes them and their routes parse with.
import { invoiceEnvelope } from "@/server/invoices/invoice-object";
import { invoiceIdParams } from "@/server/invoices/schemas";
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import {
  createPayoutInput,
  createRefundInput,
  setWithdrawalAddressInput,
  withdrawalEnvelope,
  withdrawalListEnvelope,
  withdrawalSendInput,
} from "./schemas";

const sendFromYourWallet =
  "Ponte never holds funds or keys: you send from your own wallet, to `payment_details.pay_address`, exactly " +
  "`amount_due` (the invoice's `payment_details.qr_code` is the wallet URI of that send, BIP21 / EIP-681). The " +
  "chain watchers see the send (CONFIRMING) and its confirmations (COMPLETED, with `withdrawal.transaction_hash`).";

export const createRefundOperation = apiOperation({
  method: "post",
  path: "/api/invoices/{id}/refunds",
  operationId: "createRefund",
  summary: "Refund a payment",
  description:
    "Creates a refund: an invoice of type WITHDRAWAL with `withdrawal.refund_of` the payment's id and events " +
    "`refund.*`. The amount is chosen by `basis` (conversions round down, in your favour) and never exceeds what " +
    "is left to refund of what the payment received (422 `refund_exceeds_received`, also when refunds race). " +
    "Without `address`, the refund waits in AWAITING_ADDRESS for the receiver to give one on `withdrawal.claim_url` " +
    `(the link expires after WITHDRAWAL_CLAIM_TTL_HOURS). ${sendFromYourWallet}`,
  tags: ["Refunds and payouts"],
  params: invoiceIdParams,
  body: createRefundInput,
  idempotent: true,
  responses: {
    201: { description: "The refund, in the envelope", schema: withdrawalEnvelope("refund_created") },
    404: { description: "Not found (or not yours)" },
    422: { description: "`refund_exceeds_received`, `unprocessable` (not a crypto payment) or `idempotency_key_reused`" },
    503: { description: "`rate_unavailable` (basis current_rate)" },
  },
});

export const listRefundsOperation = apiOperation({
  method: "get",
  path: "/api/invoices/{id}/refunds",
  operationId: "listRefunds",
  summary: "List a payment's refunds",
  description: "The refunds of one payment, oldest first, in the invoice shape.",
  tags: ["Refunds and payouts"],
  params: invoiceIdParams,
  responses: {
    200: { description: "The refunds", schema: withdrawalListEnvelope },
    404: { description: "Not found (or not yours)" },
  },
});

export const createPayoutOperation = apiOperation({
  method: "post",
  path: "/api/payouts",
  operationId: "createPayout",
  summary: "Create a payout",
  description:
    "A withdrawal to any receiver (a supplier, an affiliate): an invoice of type WITHDRAWAL with events `payout.*`, " +
    "for a fiat `amount` at today's rate (rounded down) or a `crypto_amount`. Without `address`, the receiver gives " +
    `one on \`withdrawal.claim_url\`. ${sendFromYourWallet}`,
  tags: ["Refunds and payouts"],
  body: createPayoutInput,
  idempotent: true,
  responses: {
    201: { description: "The payout, in the envelope", schema: withdrawalEnvelope("payout_created") },
    422: { description: "`idempotency_key_reused`" },
    503: { description: "`rate_unavailable`" },
  },
});

export const setWithdrawalAddressOperation = apiOperation({
  method: "post",
  path: "/api/withdrawals/{id}/address",
  operationId: "setWithdrawalAddress",
  summary: "Give a withdrawal's address",
  description:
    "For a refund or payout still in AWAITING_ADDRESS, when you know the receiver's address: it is checked " +
    "(network, checksum, address kind; 400 naming the problem) and the withdrawal moves to AWAITING_PAYMENT.",
  tags: ["Refunds and payouts"],
  params: invoiceIdParams,
  body: setWithdrawalAddressInput,
  responses: {
    200: { description: "The withdrawal, in the envelope", schema: invoiceEnvelope },
    409: { description: "`invalid_transition`: the address is already set, or the link expired or was canceled" },
  },
});

export const submitWithdrawalTransactionOperation = apiOperation({
  method: "post",
  path: "/api/withdrawals/{id}/transaction",
  operationId: "submitWithdrawalTransaction",
  summary: "Paste the hash of your send",
  description:
    "Checks the transaction on chain before it counts: it must send exactly `amount_due` of the pay currency to " +
    "`pay_address`, after the withdrawal was created. Then the withdrawal is CONFIRMING or, with enough " +
    "confirmations, COMPLETED. A transaction that does not pay it is 422 `transaction_rejected`, saying what it " +
    "sends instead; 503 `chain_unavailable` when no node or indexer of that network is configured.",
  tags: ["Refunds and payouts"],
  params: invoiceIdParams,
  body: withdrawalSendInput,
  responses: {
    200: { description: "The withdrawal, in the envelope", schema: invoiceEnvelope },
    409: { description: "`invalid_transition`: the withdrawal awaits no send" },
    422: { description: "`transaction_rejected`" },
    503: { description: "`chain_unavailable`" },
  },
});

export const cancelWithdrawalOperation = apiOperation({
  method: "post",
  path: "/api/withdrawals/{id}/cancel",
  operationId: "cancelWithdrawal",
  summary: "Cancel a withdrawal",
  description:
    "While nothing was sent (AWAITING_ADDRESS or AWAITING_PAYMENT). A canceled refund no longer counts against " +
    "what the payment may have refunded.",
  tags: ["Refunds and payouts"],
  params: invoiceIdParams,
  responses: {
    200: { description: "The withdrawal, in the envelope", schema: invoiceEnvelope },
    409: { description: "`invalid_transition`" },
  },
});

export const withdrawalOperations: ApiOperation[] = [
  createRefundOperation,
  listRefundsOperation,
  createPayoutOperation,
  setWithdrawalAddressOperation,
  submitWithdrawalTransactionOperation,
  cancelWithdrawalOperation,
];
