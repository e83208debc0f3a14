// POST /api/payouts - create a payout (a withdrawal to any receiver)
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { createPayoutOperation } from "@/server/withdrawals/api-operations";
import { createPayout } from "@/server/withdrawals/payouts/create-payout";

export const POST = withApiKey(
  createPayoutOperation,
  async ({ db, actor, body, idempotencyKey }) =>
    envelope(201, "payout_created", await createPayout(db, actor, { input: body, idempotencyKey })),
  {
    replayCreated: async (db, { userId, id }) => envelope(201, "payout_created", await getInvoice(db, { userId, role: "merchant" }, id)),
  },
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
