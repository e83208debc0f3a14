// GET|POST /api/auth/* - next-auth (sign-in, sign-out, session); a throttled sign-in answers 429 with Retry-After
import { authRouteHandlers } from "@/server/session/auth-routes";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const { GET, POST } = authRouteHandlers;

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
