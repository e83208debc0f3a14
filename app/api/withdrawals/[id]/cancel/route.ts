// POST /api/withdrawals/{id}/cancel - cancel a refund or payout nothing was sent for
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { cancelWithdrawalOperation } from "@/server/withdrawals/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { cancelWithdrawal } from "@/server/withdrawals/cancel-withdrawal";

export const POST = withApiKey(cancelWithdrawalOperation, async ({ db, actor, params }) => {
  const withdrawal = await cancelWithdrawal(db, actor, { invoiceId: params.id });
  return envelope(200, "success", await getInvoice(db, actor, withdrawal.id));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
