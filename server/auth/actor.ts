// Who is asking: resolved from a dashboard session or an API key, passed explicitly to services.
import type { Role } from "@/db/schema";

export type Actor = { userId: number; role: Role };

/** Operators and admins read every merchant's invoices; merchants only their own. */
export const isStaff = (actor: Actor) => actor.role === "operator" || actor.role === "admin";
export const isAdmin = (actor: Actor) => actor.role === "admin";
