import { desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { AppError } from "@/kernel/errors";

const publicColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  sandbox: users.sandbox,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export async function listUsers(db: Database, actor: Actor) {
  if (!isAdmin(actor)) throw new AppError("forbidden");
  return db.select(publicColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
}

export async function getProfile(db: Database, actor: Actor) {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw new AppError("not_found", "User not found.");
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select(publicColumns).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user ?? null;
}

/** Sandbox mode is switched by admins (dashboard) or operations (`npx ponte sandbox:set`). */
export async function setSandbox(db: Database, actor: Actor | "system", params: { userId: number; sandbox: boolean }) {
  if (actor !== "system" && !isAdmin(actor)) throw new AppError("forbidden");
  const [user] = await db
    .update(users)
    .set({ sandbox: params.sandbox, updatedAt: new Date() })
    .where(eq(users.id, params.userId))
    .returning(publicColumns);
  if (!user) throw new AppError("not_found", "User not found.");
  return user;
}

let unknownUserHashPromise: Promise<string> | undefined;
const unknownUserHash = () => (unknownUserHashPromise ??= hashPassword("no account has this password"));

/**
 * E-mail and password check; the same answer (null) for an unknown e-mail, a wrong password or a
 * disabled account. Sign-in goes through verifySignIn, which counts failures around this.
 */
export async function authenticate(db: Database, params: { email: string; password: string }) {
  const [user] = await db
    .select({ ...publicColumns, sessionVersion: users.sessionVersion, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, params.email.trim().toLowerCase()))
    .limit(1);
  // An unknown e-mail costs the same hashing as a known one, so timing does not reveal who has an account.
  const matches = await verifyPassword(params.password, user?.passwordHash ?? (await unknownUserHash()));
  if (!user || !matches || user.disabledAt) return null;
  const { passwordHash: _hash, ...profile } = user;
  return profile;
}
