// GET|POST /api/auth/* - next-auth (sign-in, sign-out, session)
import { handlers } from "@/server/auth/next-auth";

export const { GET, POST } = handlers;
