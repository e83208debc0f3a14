// Invoices for the dashboard: the same services as the REST endpoints.
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { createCryptoPaymentInput } from "@/server/crypto/schemas";
import { invoiceIdParams, listInvoicesInput } from "@/server/invoices/schemas";
import { getInvoice } from "@/server/invoices/get-invoice";
import { getInvoiceTimeline } from "@/server/invoices/get-invoice-timeline";
import { listInvoices } from "@/server/invoices/list-invoices";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const invoicesRouter = createTRPCRouter({
  list: merchantProcedure.input(listInvoicesInput).query(({ ctx, input }) => listInvoices(ctx.db, ctx.actor, input)),
  get: merchantProcedure.input(invoiceIdParams).query(({ ctx, input }) => getInvoice(ctx.db, ctx.actor, input.id)),
  timeline: merchantProcedure
    .input(invoiceIdParams)
    .query(({ ctx, input }) => getInvoiceTimeline(ctx.db, ctx.actor, input.id)),
  createCryptoPayment: merchantProcedure
    .input(createCryptoPaymentInput)
    .mutation(({ ctx, input }) => createCryptoPayment(ctx.db, ctx.actor, input)),
});
