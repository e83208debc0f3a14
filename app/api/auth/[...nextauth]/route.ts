// GET|POST /api/auth/* - next-auth (sign-in, sign-out, session); a throttled sign-in answers 429 with Retry-After
import type { NextRequest } from "next/server";
import { handlers } from "@/server/session/next-auth";
import { withThrottleStatus } from "@/server/session/throttled-sign-in";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const { GET } = handlers;

export const POST = async (request: NextRequest) => withThrottleStatus(await handlers.POST(request));

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
