// The copyable snippets of an operation: curl with its example body, and the @ponte/sdk call.
type Parameter = { name: string; in: string; required: boolean };

export type SnippetOperation = {
  operationId: string;
  method: string;
  path: string;
  baseUrl: string;
  secured: boolean;
  parameters: Parameter[];
  body?: unknown;
};

const examplePath = (path: string) => path.replace("{id}", "123");

export function curlSnippet(operation: SnippetOperation): string {
  const lines = [`curl -X ${operation.method.toUpperCase()} '${operation.baseUrl}${examplePath(operation.path)}'`];
  if (operation.secured) lines.push(`  -H 'Authorization: Bearer ponte_…'`);
  if (operation.parameters.some((parameter) => parameter.name === "Idempotency-Key")) lines.push(`  -H 'Idempotency-Key: order-1001'`);
  if (operation.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(operation.body, null, 2).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(" \\\n");
}

const sdkCalls: Record<string, (body: string) => string> = {
  createCryptoPayment: (body) => `await ponte.createCryptoPayment(${body}, { idempotencyKey: "order-1001" });`,
  createPixPayment: (body) => `await ponte.createPixPayment(${body}, { idempotencyKey: "order-1002" });`,
  getInvoice: () => `await ponte.getInvoice("123");`,
  listInvoices: () => `await ponte.listInvoices({ status: "PAID", gateway: "crypto", orderBy: "createdAt.DESC" });`,
  resendWebhook: () => `await ponte.resendWebhook("123");`,
  createRefund: (body) => `await ponte.createRefund("123", ${body});`,
  listRefunds: () => `await ponte.listRefunds("123");`,
  createPayout: (body) => `await ponte.createPayout(${body});`,
  cancelWithdrawal: () => `await ponte.cancelWithdrawal("123");`,
  listEvents: () => `const page = await ponte.listEvents({ after: savedCursor, limit: 100 });`,
  createCheckoutSession: (body) => `await ponte.createCheckoutSession(${body}, { idempotencyKey: "order-1003" });`,
  getCheckoutSession: () => `await ponte.getCheckoutSession("cs_…");`,
  listCheckoutSessions: () => `await ponte.listCheckoutSessions({ status: "open" });`,
  createPaymentLink: (body) => `await ponte.createPaymentLink(${body}, { idempotencyKey: "link-1" });`,
  getPaymentLink: () => `await ponte.getPaymentLink("123");`,
  listPaymentLinks: () => `await ponte.listPaymentLinks({ active: "true" });`,
  disablePaymentLink: () => `await ponte.disablePaymentLink("123");`,
  enablePaymentLink: () => `await ponte.enablePaymentLink("123");`,
  listPaymentLinkPayments: () => `await ponte.listPaymentLinkPayments("123");`,
  simulateSandboxPayment: (body) => `await ponte.simulateSandboxPayment("123", ${body});`,
  confirmSandboxPayments: () => `await ponte.confirmSandboxPayments("123");`,
  simulateSandboxClaim: (body) => `await ponte.simulateSandboxClaim("123", ${body});`,
};

export function sdkSnippet(operation: SnippetOperation): string {
  const body = operation.body === undefined ? "{}" : JSON.stringify(operation.body, null, 2);
  const call =
    sdkCalls[operation.operationId]?.(body) ??
    `await ponte.raw.${operation.method.toUpperCase()}("${operation.path}", {${operation.path.includes("{id}") ? ' params: { path: { id: "123" } },' : ""}${operation.body === undefined ? "" : ` body: ${body}`} });`;
  return [
    `import { createPonteClient } from "@ponte/sdk";`,
    ``,
    `const ponte = createPonteClient({ baseUrl: "${operation.baseUrl}", apiKey: process.env.PONTE_API_KEY! });`,
    call,
  ].join("\n");
}
