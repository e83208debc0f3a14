// GET /checkout/{checkout_id}/logo - the uploaded logo of the store behind a checkout (public)
import { getDb } from "@/db/client";
import { getCheckoutLogo } from "@/server/branding/get-checkout-logo";
import { isLookableHandle, logoResponse } from "@/server/branding/logo-response";

type Context = { params: Promise<{ checkoutId: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { checkoutId } = await params;
  return logoResponse(isLookableHandle(checkoutId) ? await getCheckoutLogo(await getDb(), checkoutId) : null);
}
