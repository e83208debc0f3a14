// The in-process scheduler: one tick every SCHEDULER_INTERVAL_MS, never two at once in a process.
import { getDb } from "@/db/client";
import { env } from "@/kernel/env";
import { logger } from "@/kernel/logger";
import { runTick } from "./run-tick";

const startedKey = Symbol.for("ponte.scheduler");
type GlobalWithScheduler = typeof globalThis & { [startedKey]?: NodeJS.Timeout };

/**
 * A tick still running after this long is presumed lost (its queries are bounded, but an outbound
 * call or a driver fault might not be): the next tick starts anyway. Each job's lease keeps two
 * runs of one job apart, so a late tick that wakes up does no harm.
 */
export const stalledTickMs = () => Math.max(10 * env.SCHEDULER_INTERVAL_MS, 4 * env.DATABASE_STATEMENT_TIMEOUT_MS);

/** Runs `tick` unless one is under way; one that has run past `stalledAfterMs` no longer counts. */
export function oneTickAtATime(tick: () => Promise<void>, stalledAfterMs: () => number, now = () => Date.now()) {
  let runningSince: number | null = null;
  let generation = 0;
  return async () => {
    if (runningSince !== null) {
      if (now() - runningSince < stalledAfterMs()) return;
      logger.error("scheduled tick stalled; starting the next one", { runningForMs: now() - runningSince });
    }
    const mine = ++generation;
    runningSince = now();
    try {
      await tick();
    } finally {
      // A stalled tick that settles late must not clear the flag of the tick that replaced it.
      if (generation === mine) runningSince = null;
    }
  };
}

export function startScheduler() {
  const holder = globalThis as GlobalWithScheduler;
  if (env.SCHEDULER === "off" || holder[startedKey]) return;
  const tick = oneTickAtATime(async () => {
    try {
      await runTick(await getDb());
    } catch (error) {
      logger.error("scheduled tick failed", { error });
    }
  }, stalledTickMs);
  holder[startedKey] = setInterval(() => void tick(), env.SCHEDULER_INTERVAL_MS);
  holder[startedKey].unref();
  logger.info("scheduler started", { intervalMs: env.SCHEDULER_INTERVAL_MS });
}
