"use server";
// Server actions of the sign-in form and the sign-out button.
import { AuthError } from "next-auth";
import { signIn, signOut } from "./next-auth";

export type SignInState = { error: string | null };

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
    if (error instanceof AuthError) return { error: "E-mail or password is wrong." };
    throw error;
  }
}

export async function signOutNow() {
  await signOut({ redirectTo: "/login" });
}
