// createPonteClient: the methods of every resource (resources/*.ts) over one pair of openapi-fetch
// clients. A new resource is a file of methods there, its line in PonteClient and in
// createPonteClient below, and its body and answer types exported from index.ts.
import createClient from "openapi-fetch";
import type { Transport } from "./request.js";
import { checkoutSessionMethods, type CheckoutSessionMethods } from "./resources/checkout-sessions.js";
import { eventMethods, type EventMethods } from "./resources/events.js";
import { invoiceMethods, type InvoiceMethods } from "./resources/invoices.js";
import { paymentLinkMethods, type PaymentLinkMethods } from "./resources/payment-links.js";
import { paymentMethods, type PaymentMethods } from "./resources/payments.js";
import { sandboxMethods, type SandboxMethods } from "./resources/sandbox.js";
import { withdrawalMethods, type WithdrawalMethods } from "./resources/withdrawals.js";
import type { paths } from "./schema.js";

export type PonteClientOptions = {
  /** {base_url}, e.g. https://pay.example.com */
  baseUrl: string;
  /** An API key from the dashboard (ponte_…). */
  apiKey: string;
  /** {gateway_base_url} without /api, when the crypto create is served from another host. */
  gatewayBaseUrl?: string;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: typeof fetch;
};

function connect(options: PonteClientOptions): Transport {
  const shared = { headers: { authorization: `Bearer ${options.apiKey}` }, fetch: options.fetch };
  const withoutTrailingSlash = (url: string) => url.replace(/\/$/, "");
  return {
    api: createClient<paths>({ ...shared, baseUrl: withoutTrailingSlash(options.baseUrl) }),
    gateway: createClient<paths>({ ...shared, baseUrl: withoutTrailingSlash(options.gatewayBaseUrl ?? options.baseUrl) }),
  };
}

/** Every method, by resource; the resources are listed here and in createPonteClient. */
export type PonteClient = {
  /** The openapi-fetch client, for any operation this client does not name. */
  raw: Transport["api"];
} & PaymentMethods &
  InvoiceMethods &
  WithdrawalMethods &
  CheckoutSessionMethods &
  PaymentLinkMethods &
  EventMethods &
  SandboxMethods;

export function createPonteClient(options: PonteClientOptions): PonteClient {
  const transport = connect(options);
  return {
    raw: transport.api,
    ...paymentMethods(transport),
    ...invoiceMethods(transport),
    ...withdrawalMethods(transport),
    ...checkoutSessionMethods(transport),
    ...paymentLinkMethods(transport),
    ...eventMethods(transport),
    ...sandboxMethods(transport),
  };
}
