import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { hashPassword } from "@/server/auth/passwords";
import { AppError } from "@/kernel/errors";
import { createUserInput, type CreateUserInput } from "./schemas";

/** Creates a user. `actor` is the admin doing it; the CLI and the seed pass "system". */
export async function createUser(db: Database, actor: Actor | "system", input: CreateUserInput) {
  if (actor !== "system" && !isAdmin(actor)) throw new AppError("forbidden");
  const values = createUserInput.parse(input);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email)).limit(1);
  if (existing) {
    throw new AppError("conflict", "A user with this e-mail already exists.", {
      errors: [{ path: "email", message: "is already registered" }],
    });
  }
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name,
      role: values.role,
      sandbox: values.sandbox,
      passwordHash: await hashPassword(values.password),
    })
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role, sandbox: users.sandbox });
  if (!user) throw new Error("user insert returned no row");
  return user;
}
