// The sign-in check behind the dashboard's form and next-auth's credentials endpoint.
import type { Database } from "@/db/client";
import { claimSignInAttempt, settleSuccessfulSignIn } from "@/server/auth/sign-in-throttle";
import { AppError } from "@/kernel/errors";
import { authenticate } from "./manage-users";

/**
 * The user whose e-mail and password these are, or `invalid_credentials` (the same for an unknown
 * e-mail, a wrong password or a disabled account), or `sign_in_throttled` with Retry-After while
 * the account or the address must wait; throttled, no password is hashed.
 */
export async function verifySignIn(
  db: Database,
  params: { email: string; password: string; clientAddress: string | null; now?: Date },
) {
  await claimSignInAttempt(db, params);
  const user = await authenticate(db, params);
  if (!user) throw new AppError("invalid_credentials");
  await settleSuccessfulSignIn(db, params);
  return user;
}
