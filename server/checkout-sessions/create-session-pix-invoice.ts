// The PIX invoice of a checkout session (a PIX choice, or the remainder that finishes a short crypto
// payment), created through the same service as POST /api/payments: the merchant's own PSP
// connection first, the deployment's default otherwise, so a session's PIX goes where the merchant's
// other PIX goes.
import type { Database } from "@/db/client";
import type { CheckoutSession } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { amountFromMinorUnits } from "@/kernel/money";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import type { PixPsp } from "@/server/pix/psp/psp";

/** The session's owner, as whom the payer's choice creates the invoice. */
export const ownerOf = (session: CheckoutSession): Actor => ({ userId: session.userId, role: "merchant" });

export async function createSessionPixInvoice(
  db: Database,
  params: {
    session: CheckoutSession;
    amountCentavos: bigint;
    expiresAt: Date;
    /** Left undefined, the merchant's PSP is resolved as for any PIX payment; null charges a static code. */
    psp?: PixPsp | null;
  },
): Promise<number> {
  const { session } = params;
  const record = await createPixPayment(
    db,
    ownerOf(session),
    {
      clientMode: "noNeedToSpecify",
      amount: amountFromMinorUnits(params.amountCentavos),
      expire_at: params.expiresAt.toISOString(),
      description: session.description ?? undefined,
      external_reference: session.externalReference ?? undefined,
      redirect_url: session.redirectUrl ?? undefined,
      email: session.customerEmail ?? undefined,
      name_client: session.customerName ?? undefined,
    },
    params.psp,
    { checkoutSession: session },
  );
  return record.id;
}
