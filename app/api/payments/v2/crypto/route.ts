// POST /api/payments/v2/crypto - create a crypto payment (amount converted at the current rate)
import { readCreatedCryptoPayment } from "@/server/crypto/crypto-payment-object";
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { createCryptoPaymentOperation } from "@/server/crypto/api-operations";
import { withApiKey } from "@/server/rest/handler";
import { json } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withApiKey(
  createCryptoPaymentOperation,
  async ({ db, actor, body, idempotencyKey }) => json(201, await createCryptoPayment(db, actor, body, { idempotencyKey })),
  { replayCreated: async (db, { userId, id }) => json(201, await readCreatedCryptoPayment(db, { userId, invoiceId: id })) },
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
