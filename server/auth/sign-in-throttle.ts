// Failed sign-ins slow down per account and per client address: a few free attempts, then a wait
// that doubles with each failure, then a temporary lock. The counters live in the database
// (sign_in_throttles) so that every instance of the app sees the same ones.
//
// Not the fixed windows of rate_limit_windows: those count every request, successes too, start
// afresh at each window boundary (so a lock could never outlast a window, and twice the limit fits
// across a boundary) and cannot grow a wait with each failure or be reset by a success.
import { hash } from "node:crypto";
import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { signInThrottles, type SignInThrottle } from "@/db/schema";
import { AppError } from "@/kernel/errors";

export type ThrottlePolicy = {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstWaitMs: number;
  /** The longest wait: reached, it is a temporary lock renewed by each further failure. */
  lockMs: number;
  /** A counter untouched this long starts again from zero. */
  forgetAfterMs: number;
};

const MINUTE = 60_000;

/** An account is locked for 15 minutes after 10 failures in a row, whoever makes them. */
export const accountPolicy: ThrottlePolicy = {
  freeFailures: 5,
  firstWaitMs: 30_000,
  lockMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

/** An address may fail more often: offices and mobile carriers put many people behind one. */
export const addressPolicy: ThrottlePolicy = {
  freeFailures: 20,
  firstWaitMs: 30_000,
  lockMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
};

/** The wait imposed after `failures` failures in a row. */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.firstWaitMs * 2 ** doublings, policy.lockMs);
}

/** Failures that still count at `now`, and until when the next attempt must wait. */
export function throttleState(row: Pick<SignInThrottle, "failures" | "lastAttemptAt"> | undefined, now: Date, policy: ThrottlePolicy) {
  if (!row || now.getTime() - row.lastAttemptAt.getTime() >= policy.forgetAfterMs) {
    return { failures: 0, blockedUntil: null };
  }
  const wait = waitAfter(row.failures, policy);
  const blockedUntil = new Date(row.lastAttemptAt.getTime() + wait);
  return { failures: row.failures, blockedUntil: blockedUntil > now ? blockedUntil : null };
}

const keyOf = (kind: "account" | "address", value: string) => `${kind}:${hash("sha256", value, "hex")}`;

type Counter = { key: string; policy: ThrottlePolicy };

function countersFor(params: { email: string; clientAddress: string | null }): Counter[] {
  const counters = [{ key: keyOf("account", params.email.trim().toLowerCase()), policy: accountPolicy }];
  if (params.clientAddress) counters.push({ key: keyOf("address", params.clientAddress), policy: addressPolicy });
  return counters;
}

export function throttledError(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("sign_in_throttled", `Too many attempts; try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/**
 * Counts an attempt against the account and the address before the password is checked, so that
 * attempts sent in parallel are counted too; throws `sign_in_throttled` (no count, no hashing)
 * while either must wait. Unknown e-mails are counted exactly like known ones.
 */
export async function claimSignInAttempt(
  db: Database,
  params: { email: string; clientAddress: string | null; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date();
  // Locked in key order, so two attempts never wait on each other's rows in opposite orders.
  const counters = countersFor(params).sort((a, b) => a.key.localeCompare(b.key));
  const blockedUntil = await db.transaction(async (tx) => {
    await tx
      .insert(signInThrottles)
      .values(counters.map(({ key }) => ({ key, failures: 0, lastAttemptAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInThrottles)
      .where(inArray(signInThrottles.key, counters.map(({ key }) => key)))
      .orderBy(signInThrottles.key)
      .for("update");
    const states = counters.map(({ key, policy }) => ({ key, ...throttleState(rows.find((row) => row.key === key), now, policy) }));
    const latest = Math.max(...states.map((state) => state.blockedUntil?.getTime() ?? 0));
    if (latest > 0) return new Date(latest);
    for (const state of states) {
      await tx
        .update(signInThrottles)
        .set({ failures: state.failures + 1, lastAttemptAt: now })
        .where(eq(signInThrottles.key, state.key));
    }
    return null;
  });
  if (blockedUntil) throw throttledError(Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000)));
}

/**
 * A sign-in succeeded: the account starts again from zero, and the address gets back the attempt
 * counted in advance (its other failures stand, so an attacker cannot clear them by signing in to
 * an account of their own).
 */
export async function settleSuccessfulSignIn(
  db: Database,
  params: { email: string; clientAddress: string | null; now?: Date },
): Promise<void> {
  const now = params.now ?? new Date();
  const [account, address] = countersFor(params);
  if (!account) return;
  await db.delete(signInThrottles).where(eq(signInThrottles.key, account.key));
  if (address) {
    await db
      .update(signInThrottles)
      .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
      .where(eq(signInThrottles.key, address.key));
  }
  // Counters nobody has touched for longer than any policy remembers are dead weight.
  const oldest = new Date(now.getTime() - Math.max(accountPolicy.forgetAfterMs, addressPolicy.forgetAfterMs));
  await db.delete(signInThrottles).where(lt(signInThrottles.lastAttemptAt, oldest));
}
