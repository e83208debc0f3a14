// Invoice lifecycle for the dashboard: cancel, mark paid, sandbox payments, the underpayment tolerance.
import { z } from "zod";
import { getInvoice } from "@/server/invoices/get-invoice";
import { cancelInvoice } from "@/server/invoices/lifecycle/cancel-invoice";
import { markInvoicePaid } from "@/server/invoices/lifecycle/mark-invoice-paid";
import { simulatePayment, simulatePaymentFields } from "@/server/sandbox/simulate-payment";
import {
  getUnderpaymentTolerance,
  setUnderpaymentTolerance,
  underpaymentToleranceInput,
} from "@/server/invoices/lifecycle/underpayment-tolerance";
import { parseInvoiceId } from "@/server/invoices/get-invoice";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

const invoiceInput = z.object({ invoiceId: z.union([z.string(), z.number()]) });
// The REST body's fields and messages; the dashboard always names the kind.
const simulateInput = invoiceInput.extend(simulatePaymentFields.required({ kind: true }).shape);

export const lifecycleRouter = createTRPCRouter({
  cancel: merchantProcedure.input(invoiceInput).mutation(async ({ ctx, input }) => {
    const invoice = await cancelInvoice(ctx.db, ctx.actor, { invoiceId: parseInvoiceId(input.invoiceId) });
    return getInvoice(ctx.db, ctx.actor, invoice.id);
  }),
  markPaid: merchantProcedure.input(invoiceInput).mutation(async ({ ctx, input }) => {
    const invoice = await markInvoicePaid(ctx.db, ctx.actor, { invoiceId: parseInvoiceId(input.invoiceId) });
    return getInvoice(ctx.db, ctx.actor, invoice.id);
  }),
  simulatePayment: merchantProcedure
    .input(simulateInput)
    .mutation(({ ctx, input }) => simulatePayment(ctx.db, ctx.actor, input)),
  tolerance: merchantProcedure.query(({ ctx }) => getUnderpaymentTolerance(ctx.db, ctx.actor)),
  setTolerance: merchantProcedure
    .input(underpaymentToleranceInput)
    .mutation(({ ctx, input }) => setUnderpaymentTolerance(ctx.db, ctx.actor, input)),
});
