"use server";
// Server actions of the sign-in form and the sign-out button.
import { AuthError } from "next-auth";
import { signIn, signOut } from "./next-auth";
import { SignInThrottled } from "./throttled-sign-in";

/** The form words the error in the reader's language from its kind. */
export type SignInState = { error: "wrong_credentials" | "throttled" | null; retryAfterSeconds?: number };

export async function signInWithPassword(_previous: SignInState, form: FormData): Promise<SignInState> {
  const next = String(form.get("next") ?? "/dashboard");
  try {
    await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirectTo: next.startsWith("/") && !next.startsWith("//") ? next : "/dashboard",
    });
    return { error: null };
  } catch (error) {
    if (error instanceof SignInThrottled) return { error: "throttled", retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof AuthError) return { error: "wrong_credentials" };
    throw error;
  }
}

/** Signing out ends every session of the user, on every device (see session-version.ts). */
export async function signOutNow() {
  await signOut({ redirectTo: "/login" });
}
