// POST /api/payments/v2/crypto - create a crypto payment (amount converted at the current rate)
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { createCryptoPaymentInput } from "@/server/crypto/schemas";
import { withApiKey } from "@/server/rest/handler";
import { json } from "@/server/rest/responses";

export const POST = withApiKey({ body: createCryptoPaymentInput, idempotent: true }, async ({ db, actor, body }) =>
  json(201, await createCryptoPayment(db, actor, body)),
);
