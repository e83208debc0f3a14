// POST /api/payments - create a PIX payment (payment with QR data)
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import { createPixPaymentInput } from "@/server/pix/schemas";

export const POST = withApiKey({ body: createPixPaymentInput, idempotent: true }, async ({ db, actor, body }) =>
  envelope(201, "payment_created", await createPixPayment(db, actor, body)),
);
