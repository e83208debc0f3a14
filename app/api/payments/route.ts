// POST /api/payments - create a PIX payment (payment with QR data)
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { createPixPayment, readCreatedPixPayment } from "@/server/pix/create-pix-payment";
import { createPixPaymentOperation } from "@/server/pix/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withApiKey(
  createPixPaymentOperation,
  async ({ db, actor, body, idempotencyKey }) =>
    envelope(201, "payment_created", await createPixPayment(db, actor, body, undefined, { idempotencyKey })),
  { replayCreated: async (db, { userId, id }) => envelope(201, "payment_created", await readCreatedPixPayment(db, { userId, invoiceId: id })) },
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
