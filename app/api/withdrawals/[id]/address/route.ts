// POST /api/withdrawals/{id}/address - give the address of a refund or payout nobody has claimed
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { setWithdrawalAddressOperation } from "@/server/withdrawals/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { setWithdrawalAddress } from "@/server/withdrawals/set-destination";

export const POST = withApiKey(setWithdrawalAddressOperation, async ({ db, actor, params, body }) => {
  const withdrawal = await setWithdrawalAddress(db, actor, { invoiceId: params.id, address: body.address });
  return envelope(200, "success", await getInvoice(db, actor, withdrawal.id));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
