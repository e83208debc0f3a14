// The document's examples: real answers recorded by server/openapi/live-answers.test.ts (which
// fails when they drift; `npx vitest run server/openapi/live-answers.test.ts -u` records them again).
import recorded from "./examples.json";

export type RecordedExamples = {
  /** Per operationId: a request body and one answer per status code. */
  operations: Record<string, { request?: unknown; responses: Record<string, unknown> }>;
  /** Per event type: a webhook body, as the feed answered it. */
  events: Record<string, unknown>;
};

const examples = recorded as RecordedExamples;

export const eventExample = (type: string): unknown => examples.events[type];

export function operationExample(operationId: string, status: number | "request"): unknown {
  const operation = examples.operations[operationId];
  if (!operation) return undefined;
  return status === "request" ? operation.request : operation.responses[String(status)];
}

/** Where each named schema's example is found among the answers: [operationId, status, ...path]. */
const schemaExampleSources: Record<string, [string, number, ...(string | number)[]] | (() => unknown)> = {
  CryptoPayment: ["createCryptoPayment", 201],
  PixPaymentCreated: ["createPixPayment", 201],
  PixPaymentRecord: ["createPixPayment", 201, "response"],
  Invoice: ["getInvoice", 200, "response"],
  InvoiceEnvelope: ["getInvoice", 200],
  PaymentDetails: ["getInvoice", 200, "response", "payment_details"],
  InvoiceTransaction: ["simulateSandboxPayment", 200, "response", "transactions", 0],
  WithdrawalDetails: ["createRefund", 201, "response", "withdrawal"],
  InvoicePage: ["listInvoices", 200],
  Pagination: ["listInvoices", 200, "response", "pagination"],
  WebhookResendResult: ["resendWebhook", 200],
  EventPage: ["listEvents", 200],
  Event: ["listEvents", 200, "response", "data", 0],
  PaymentLink: ["getPaymentLink", 200, "response"],
  PaymentLinkEnvelope: ["getPaymentLink", 200],
  PaymentLinkPage: ["listPaymentLinks", 200],
  InvoiceEvent: () => eventExample("invoice.paid"),
  CheckoutEvent: () => eventExample("checkout.created"),
  TestEvent: () => eventExample("webhook.test"),
  Error: ["createCryptoPayment", 400],
};

export function schemaExamples(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schemaExampleSources).map(([id, source]) => {
      if (typeof source === "function") return [id, source()];
      const [operationId, status, ...path] = source;
      let value: unknown = operationExample(operationId, status);
      for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
      return [id, value];
    }),
  );
}
