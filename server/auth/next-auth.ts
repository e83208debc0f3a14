// Dashboard sign-in: next-auth with e-mail and password, JWT sessions carrying the user id.
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { authenticate } from "@/server/users/manage-users";
import { signInInput } from "@/server/users/schemas";
import { authSecret } from "./auth-secret";

export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const parsed = signInInput.safeParse(credentials);
        if (!parsed.success) throw new CredentialsSignin();
        const user = await authenticate(await getDb(), parsed.data);
        if (!user) throw new CredentialsSignin();
        return { id: String(user.id), email: user.email, name: user.name };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user?.id) token.userId = Number(user.id);
      return token;
    },
    session({ session, token }) {
      if (typeof token.userId === "number") session.user.id = String(token.userId);
      return session;
    },
  },
}));
