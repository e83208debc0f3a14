// The payment link operations (create, read, list, disable, enable, a link's payments) as the
// OpenAPI document describes them and their routes parse with.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import {
  createPaymentLinkInput,
  linkPaymentPageEnvelope,
  listLinkPaymentsInput,
  listPaymentLinksInput,
  paymentLinkCreatedEnvelope,
  paymentLinkEnvelope,
  paymentLinkIdParams,
  paymentLinkPageEnvelope,
} from "./schemas";

const tags = ["Payment links"];
const notYours = { description: "Not found (or not yours)" };

export const createPaymentLinkOperation = apiOperation({
  method: "post",
  path: "/api/payment-links",
  operationId: "createPaymentLink",
  summary: "Create a payment link",
  description:
    "A reusable link that sells one thing without a web shop: share `url` (or print `qr_code`). Either a fixed " +
    "`amount` (optionally times a quantity the payer picks, up to `max_quantity`) or an amount the payer types " +
    "between `min_amount` and `max_amount`, checked on the server. Each visit that pays starts its own checkout " +
    "session (events `checkout.*`, `payment_link` the link's slug), where the payer chooses PIX or crypto.",
  tags,
  body: createPaymentLinkInput,
  idempotent: true,
  responses: {
    201: { description: "The link, in the envelope", schema: paymentLinkCreatedEnvelope },
  },
});

export const listPaymentLinksOperation = apiOperation({
  method: "get",
  path: "/api/payment-links",
  operationId: "listPaymentLinks",
  summary: "List payment links",
  description: "A page of your links, newest first, with an exact total (pages as in the invoice list).",
  tags,
  query: listPaymentLinksInput,
  responses: { 200: { description: "A page of links", schema: paymentLinkPageEnvelope } },
});

export const getPaymentLinkOperation = apiOperation({
  method: "get",
  path: "/api/payment-links/{id}",
  operationId: "getPaymentLink",
  summary: "Read one payment link",
  description: "Another merchant's link answers 404, the same as an unknown id.",
  tags,
  params: paymentLinkIdParams,
  responses: {
    200: { description: "The link, in the envelope", schema: paymentLinkEnvelope },
    404: notYours,
  },
});

export const disablePaymentLinkOperation = apiOperation({
  method: "post",
  path: "/api/payment-links/{id}/disable",
  operationId: "disablePaymentLink",
  summary: "Disable a payment link",
  description:
    "The link's page then says it is turned off and starts no payment; sessions it started before go on. " +
    "Disabling a disabled link changes nothing and answers it as it is.",
  tags,
  params: paymentLinkIdParams,
  responses: {
    200: { description: "The link, in the envelope", schema: paymentLinkEnvelope },
    404: notYours,
  },
});

export const enablePaymentLinkOperation = apiOperation({
  method: "post",
  path: "/api/payment-links/{id}/enable",
  operationId: "enablePaymentLink",
  summary: "Enable a payment link",
  description: "The link takes payments again. Enabling an enabled link changes nothing and answers it as it is.",
  tags,
  params: paymentLinkIdParams,
  responses: {
    200: { description: "The link, in the envelope", schema: paymentLinkEnvelope },
    404: notYours,
  },
});

export const listLinkPaymentsOperation = apiOperation({
  method: "get",
  path: "/api/payment-links/{id}/payments",
  operationId: "listPaymentLinkPayments",
  summary: "List a payment link's payments",
  description:
    "The paid checkout sessions the link's visits started, newest first, each with its invoices (the rail that " +
    "paid it), in pages as in the invoice list.",
  tags,
  params: paymentLinkIdParams,
  query: listLinkPaymentsInput,
  responses: {
    200: { description: "A page of paid sessions", schema: linkPaymentPageEnvelope },
    404: notYours,
  },
});

export const paymentLinkOperations: ApiOperation[] = [
  createPaymentLinkOperation,
  listPaymentLinksOperation,
  getPaymentLinkOperation,
  disablePaymentLinkOperation,
  enablePaymentLinkOperation,
  listLinkPaymentsOperation,
];
