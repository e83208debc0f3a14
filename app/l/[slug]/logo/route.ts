// GET /l/{slug}/logo - the uploaded logo of the store behind a payment link (public)
import { getDb } from "@/db/client";
import { getLinkLogo } from "@/server/branding/get-checkout-logo";
import { isLookableHandle, logoResponse } from "@/server/branding/logo-response";

type Context = { params: Promise<{ slug: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { slug } = await params;
  return logoResponse(isLookableHandle(slug) ? await getLinkLogo(await getDb(), slug) : null);
}
