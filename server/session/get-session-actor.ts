// The dashboard's actor: the signed-in user, with the role read fresh from the database on every
// request (the session's jwt callback reads it), so a role change, a disabled account or a revoked
// session applies at once.
import { cache } from "react";
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { auth } from "./next-auth";

/**
 * One session read per server render: the layout, the page and the request's language settings all
 * ask, and each read costs the session's database queries. Outside a render (route handlers, tRPC)
 * React's cache does not keep anything, so each call reads afresh.
 */
const readSessionActor = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  const userId = Number(session?.user?.id);
  const role = session?.user?.role;
  if (!Number.isSafeInteger(userId) || userId <= 0 || !role) return null;
  return { userId, role };
});

/** `_db` is unused: the session read consults the database itself; callers still pass theirs. */
export async function getSessionActor(_db: Database): Promise<Actor | null> {
  return readSessionActor();
}
