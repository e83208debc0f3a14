// Dashboard sign-in: next-auth with e-mail and password, JWT sessions carrying the user id and the
// user's session version, checked against the database on every read so revoked sessions end at once.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import type { Role } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { verifySignIn } from "@/server/users/verify-sign-in";
import { signInInput } from "@/server/users/schemas";
import { authSecret } from "@/server/auth/auth-secret";
import { clientAddressOf } from "@/server/auth/client-address";
import { revokeSessions, sessionActor } from "@/server/auth/session-version";
import { SignInThrottled } from "./throttled-sign-in";

declare module "next-auth" {
  interface User {
    role?: Role;
    sessionVersion?: number;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = signInInput.safeParse(credentials);
        if (!parsed.success) throw new CredentialsSignin();
        try {
          const user = await verifySignIn(await getDb(), { ...parsed.data, clientAddress: clientAddressOf(request.headers) });
          return { id: String(user.id), email: user.email, name: user.name, sessionVersion: user.sessionVersion };
        } catch (error) {
          if (error instanceof AppError && error.code === "sign_in_throttled") {
            throw new SignInThrottled(Number(error.headers?.["retry-after"]));
          }
          if (error instanceof AppError && error.code === "invalid_credentials") throw new CredentialsSignin();
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        token.userId = Number(user.id);
        token.sessionVersion = user.sessionVersion ?? 0;
        return token;
      }
      // Null ends the session (next-auth clears the cookie where it can).
      const actor = await sessionActor(await getDb(), { userId: token.userId, sessionVersion: token.sessionVersion });
      if (!actor) return null;
      token.role = actor.role;
      return token;
    },
    session({ session, token }) {
      if (typeof token.userId === "number") session.user.id = String(token.userId);
      if (typeof token.role === "string") session.user.role = token.role as Role;
      return session;
    },
  },
  events: {
    async signOut(message) {
      const userId = "token" in message ? message.token?.userId : undefined;
      if (typeof userId === "number") await revokeSessions(await getDb(), userId);
    },
  },
}));
