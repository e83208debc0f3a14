// POST /api/payments - create a PIX payment (payment with QR data)
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { createPixPayment, readCreatedPixPayment } from "@/server/pix/create-pix-payment";
import { configuredPsp } from "@/server/pix/psp/configured-psp";
import { createPixPaymentInput } from "@/server/pix/schemas";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withApiKey(
  {
    body: createPixPaymentInput,
    idempotent: {
      replayCreated: async (db, created) => envelope(201, "payment_created", await readCreatedPixPayment(db, created)),
    },
  },
  async ({ db, actor, body, idempotencyKey }) =>
    envelope(201, "payment_created", await createPixPayment(db, actor, body, configuredPsp(), { idempotencyKey })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
