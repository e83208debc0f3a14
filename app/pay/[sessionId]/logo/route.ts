// GET /pay/{session_id}/logo - the uploaded logo of the store behind a checkout session (public)
import { getDb } from "@/db/client";
import { getSessionLogo } from "@/server/branding/get-checkout-logo";
import { isLookableHandle, logoResponse } from "@/server/branding/logo-response";

type Context = { params: Promise<{ sessionId: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { sessionId } = await params;
  return logoResponse(isLookableHandle(sessionId) ? await getSessionLogo(await getDb(), sessionId) : null);
}
