// The invoice reading operations (one invoice, the list) as the OpenAPI document describes them
// and their routes parse with.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { invoiceEnvelope, invoicePageEnvelope } from "./invoice-object";
import { invoiceIdParams, listInvoicesInput } from "./schemas";

export const getInvoiceOperation = apiOperation({
  method: "get",
  path: "/api/invoices/payment-gateway/{id}",
  operationId: "getInvoice",
  summary: "Read one invoice",
  description:
    "Merchants read their own invoices; admins and operators read any. Another merchant's invoice answers " +
    "the same 404 as an unknown id.",
  tags: ["Invoices"],
  params: invoiceIdParams,
  responses: {
    200: { description: "The invoice in the envelope", schema: invoiceEnvelope },
    404: { description: "Not found (or not yours)" },
  },
});

export const listInvoicesOperation = apiOperation({
  method: "get",
  path: "/api/invoices/payment-gateway",
  operationId: "listInvoices",
  summary: "List invoices",
  description:
    "A page of invoices with an exact total. Merchants see their own; admins and operators see all, or one " +
    "user's with `user_id` (403 for merchants). `start_date` is inclusive, `end_date` exclusive. What `query` " +
    "matches is told with the parameter.",
  tags: ["Invoices"],
  query: listInvoicesInput,
  responses: {
    200: { description: "A page of invoices", schema: invoicePageEnvelope },
    403: { description: "`user_id` used by a merchant" },
  },
});

export const invoicesOperations: ApiOperation[] = [getInvoiceOperation, listInvoicesOperation];
