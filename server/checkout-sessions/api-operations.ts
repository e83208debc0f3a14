// The checkout session operations (create, read, list) as the OpenAPI document describes them and
// their routes parse with.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import {
  checkoutSessionEnvelope,
  checkoutSessionIdParams,
  checkoutSessionPageEnvelope,
  createCheckoutSessionInput,
  listCheckoutSessionsInput,
} from "./schemas";

export const createCheckoutSessionOperation = apiOperation({
  method: "post",
  path: "/api/checkouts",
  operationId: "createCheckoutSession",
  summary: "Create a checkout session (the payer chooses the rail)",
  description:
    "An amount to pay with no rail: send the payer to `checkout_url`, where they choose PIX (BRL sessions of a " +
    "merchant with a PIX profile) or any crypto asset the merchant can receive. Each choice creates that rail's " +
    "invoice through the same services as the create endpoints (a crypto rate is locked then); choosing again while " +
    "nothing is paid cancels the earlier invoice. A crypto payment that falls short can be finished by PIX. Events: " +
    "checkout.created, checkout.rail_chosen, checkout.remainder_created, checkout.paid, checkout.expired.",
  tags: ["Checkout sessions"],
  body: createCheckoutSessionInput,
  idempotent: true,
  responses: {
    201: { description: "Session created", schema: checkoutSessionEnvelope },
    422: { description: "`idempotency_key_reused`" },
  },
});

export const getCheckoutSessionOperation = apiOperation({
  method: "get",
  path: "/api/checkouts/{id}",
  operationId: "getCheckoutSession",
  summary: "Read one checkout session with its invoices",
  description: "Merchants read their own sessions; admins and operators read any. Another merchant's session answers 404.",
  tags: ["Checkout sessions"],
  params: checkoutSessionIdParams,
  responses: {
    200: { description: "The session in the envelope", schema: checkoutSessionEnvelope },
    404: { description: "Not found (or not yours)" },
  },
});

export const listCheckoutSessionsOperation = apiOperation({
  method: "get",
  path: "/api/checkouts",
  operationId: "listCheckoutSessions",
  summary: "List checkout sessions",
  description: "A page of sessions, newest first, with an exact total (pages as in the invoice list).",
  tags: ["Checkout sessions"],
  query: listCheckoutSessionsInput,
  responses: { 200: { description: "A page of sessions", schema: checkoutSessionPageEnvelope } },
});

export const checkoutSessionOperations: ApiOperation[] = [
  createCheckoutSessionOperation,
  getCheckoutSessionOperation,
  listCheckoutSessionsOperation,
];
