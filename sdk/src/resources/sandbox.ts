// Sandbox merchants only (live merchants get 403 sandbox_only): simulated payments, their
// confirmation, and a receiver's claim of a withdrawal, through the same state machine, events and
// webhooks as real ones.
import type { Invoice } from "../models.js";
import { pathId, unwrap, type JsonBody, type Transport } from "../request.js";
import type { operations } from "../schema.js";

export type SimulateSandboxPaymentBody = JsonBody<operations["simulateSandboxPayment"]>;
export type SimulateSandboxClaimBody = JsonBody<operations["simulateSandboxClaim"]>;

export const sandboxMethods = ({ api }: Transport) => ({
  /**
   * POST /api/sandbox/invoices/{id}/pay: pays an invoice (in full without a body), or simulates your
   * send of a refund or payout awaiting it. With `confirm: "later"` a crypto payment stays CONFIRMING
   * until confirmSandboxPayments.
   */
  simulateSandboxPayment: async (invoiceId: string | number, body: SimulateSandboxPaymentBody = {}): Promise<Invoice> =>
    (await unwrap(api.POST("/api/sandbox/invoices/{id}/pay", { body, params: pathId(invoiceId) }))).response,

  /** POST /api/sandbox/invoices/{id}/confirm: confirms the simulated payments recorded with `confirm: "later"`. */
  confirmSandboxPayments: async (invoiceId: string | number): Promise<Invoice> =>
    (await unwrap(api.POST("/api/sandbox/invoices/{id}/confirm", { params: pathId(invoiceId) }))).response,

  /** POST /api/sandbox/invoices/{id}/claim: a withdrawal's receiver gives an address (an example one without `address`). */
  simulateSandboxClaim: async (withdrawalId: string | number, body: SimulateSandboxClaimBody = {}): Promise<Invoice> =>
    (await unwrap(api.POST("/api/sandbox/invoices/{id}/claim", { body, params: pathId(withdrawalId) }))).response,
});
export type SandboxMethods = ReturnType<typeof sandboxMethods>;
