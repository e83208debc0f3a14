// POST /api/withdrawals/{id}/transaction - the hash of the merchant's send, checked on chain
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { submitWithdrawalTransactionOperation } from "@/server/withdrawals/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { verifyWithdrawalSend } from "@/server/withdrawals/verify-send";

export const POST = withApiKey(submitWithdrawalTransactionOperation, async ({ db, actor, params, body }) => {
  const withdrawal = await verifyWithdrawalSend(db, actor, { invoiceId: params.id, transactionHash: body.transaction_hash });
  return envelope(200, "success", await getInvoice(db, actor, withdrawal.id));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
