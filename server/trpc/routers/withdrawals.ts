// Refunds and payouts for the dashboard: the same services and contracts as the REST endpoints.
import { z } from "zod";
import { getInvoice, parseInvoiceId } from "@/server/invoices/get-invoice";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { invoiceIdParams } from "@/server/invoices/schemas";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";
import { cancelWithdrawal } from "@/server/withdrawals/cancel-withdrawal";
import { createPayout } from "@/server/withdrawals/payouts/create-payout";
import { refundPayment } from "@/server/withdrawals/refunds/refund-payment";
import { listRefundsOf } from "@/server/withdrawals/refunds/refunds-of";
import { createPayoutInput, createRefundInput, setWithdrawalAddressInput, withdrawalSendInput } from "@/server/withdrawals/schemas";
import { setWithdrawalAddress } from "@/server/withdrawals/set-destination";
import { simulateClaim } from "@/server/sandbox/simulate-claim";
import { verifyWithdrawalSend } from "@/server/withdrawals/verify-send";

const invoiceInput = z.object({ invoiceId: z.union([z.string(), z.number()]) });

export const withdrawalsRouter = createTRPCRouter({
  refundsOf: merchantProcedure.input(invoiceIdParams).query(({ ctx, input }) => listRefundsOf(ctx.db, ctx.actor, input.id)),
  createRefund: merchantProcedure
    .input(invoiceInput.extend({ refund: createRefundInput }))
    .mutation(({ ctx, input }) => refundPayment(ctx.db, ctx.actor, { invoiceId: input.invoiceId, input: input.refund })),
  createPayout: merchantProcedure.input(createPayoutInput).mutation(({ ctx, input }) => createPayout(ctx.db, ctx.actor, { input })),
  setAddress: merchantProcedure.input(invoiceInput.extend(setWithdrawalAddressInput.shape)).mutation(async ({ ctx, input }) => {
    const withdrawal = await setWithdrawalAddress(ctx.db, ctx.actor, input);
    return getInvoice(ctx.db, ctx.actor, withdrawal.id);
  }),
  submitTransaction: merchantProcedure.input(invoiceInput.extend(withdrawalSendInput.shape)).mutation(async ({ ctx, input }) => {
    const withdrawal = await verifyWithdrawalSend(ctx.db, ctx.actor, { invoiceId: input.invoiceId, transactionHash: input.transaction_hash });
    return getInvoice(ctx.db, ctx.actor, withdrawal.id);
  }),
  cancel: merchantProcedure.input(invoiceInput).mutation(async ({ ctx, input }) => {
    const withdrawal = await cancelWithdrawal(ctx.db, ctx.actor, { invoiceId: parseInvoiceId(input.invoiceId) });
    return getInvoice(ctx.db, ctx.actor, withdrawal.id);
  }),
  simulateClaim: merchantProcedure.input(invoiceInput).mutation(async ({ ctx, input }) => {
    const withdrawal = await simulateClaim(ctx.db, ctx.actor, { invoiceId: input.invoiceId });
    return getInvoice(ctx.db, ctx.actor, withdrawal.id);
  }),
  simulateSend: merchantProcedure
    .input(invoiceInput)
    .mutation(({ ctx, input }) => simulatePayment(ctx.db, ctx.actor, { invoiceId: input.invoiceId })),
});
