// A merchant's first script with @ponte/sdk, compiled with tsc and run with plain node: creates a
// crypto payment, pays it (a sandbox merchant's simulation), reads it back, meets a typed error, and
// verifies a webhook delivery saved to a file. sdk/package.test.ts runs it from the packed package in
// a scratch project, importing "@ponte/sdk" where this copy imports ../src/index.js.
//
//   PONTE_BASE_URL=https://pay.example.com PONTE_API_KEY=ponte_… PONTE_WEBHOOK_SECRET=whsec_… \
//     node quickstart.js delivery.json
import { readFileSync } from "node:fs";
import { createPonteClient, PonteError, verifyWebhook } from "../src/index.js";

// eslint-disable-next-line no-restricted-syntax -- a merchant's own script, configured by its environment
const { PONTE_BASE_URL, PONTE_API_KEY, PONTE_WEBHOOK_SECRET } = process.env;
const deliveryFile = process.argv[2];
if (!PONTE_BASE_URL || !PONTE_API_KEY || !PONTE_WEBHOOK_SECRET || !deliveryFile) {
  console.error("usage: PONTE_BASE_URL=… PONTE_API_KEY=… PONTE_WEBHOOK_SECRET=… node quickstart.js <delivery.json>");
  process.exit(2);
}

const ponte = createPonteClient({ baseUrl: PONTE_BASE_URL, apiKey: PONTE_API_KEY });

const orderId = `order-${Date.now()}`;
const payment = await ponte.createCryptoPayment(
  { amount: 100, fiat_currency: "BRL", pay_currency: "BTC", customer_name: "Ana Souza", customer_email: "ana@example.com", external_reference: orderId },
  { idempotencyKey: orderId },
);
await ponte.simulateSandboxPayment(payment.id, { kind: "full" });
const invoice = await ponte.getInvoice(payment.id);

const missing = await ponte.getInvoice("999999999").catch((error: unknown) => error);
if (!(missing instanceof PonteError)) throw new Error("expected a PonteError for an invoice that does not exist");

// What the endpoint received: its headers and the raw body, byte for byte as it came.
const delivery = JSON.parse(readFileSync(deliveryFile, "utf8")) as { headers: Record<string, string>; body: string };
const event = verifyWebhook(delivery.body, delivery.headers, PONTE_WEBHOOK_SECRET);

console.log(
  JSON.stringify({
    created: { id: payment.id, status: payment.status, pay_address: payment.pay_address },
    read: { id: invoice.id, status: invoice.status },
    missing: { status: missing.status, code: missing.body.code },
    webhook: { id: event.id, type: event.type },
  }),
);
