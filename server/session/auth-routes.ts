// The handlers of next-auth's endpoints (app/api/auth/[...nextauth]): next-auth's own, with a
// throttled sign-in answered 429 and Retry-After. Kept here so the route and the tests that call
// the endpoints in process share one composition.
import type { NextRequest } from "next/server";
import { handlers } from "./next-auth";
import { withThrottleStatus } from "./throttled-sign-in";

export const authRouteHandlers = {
  GET: handlers.GET,
  POST: async (request: NextRequest) => withThrottleStatus(await handlers.POST(request)),
};
