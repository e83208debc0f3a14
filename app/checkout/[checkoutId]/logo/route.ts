// GET /checkout/{checkout_id}/logo - the uploaded logo of the store behind a checkout (public)
import { getDb } from "@/db/client";
import { getCheckoutLogo } from "@/server/checkout/branding/get-checkout-logo";

type Context = { params: Promise<{ checkoutId: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { checkoutId } = await params;
  const logo = checkoutId.length <= 64 && !checkoutId.includes("\0") ? await getCheckoutLogo(await getDb(), checkoutId) : null;
  if (!logo) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(logo.image), {
    headers: {
      "content-type": logo.contentType,
      // The page asks with the logo's version in the address (?v=): a new logo is a new address.
      "cache-control": "public, max-age=86400",
    },
  });
}
