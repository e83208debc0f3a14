// The in-process scheduler: one tick every SCHEDULER_INTERVAL_MS, never two at once in a process.
import { getDb } from "@/db/client";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { runTick } from "./run-tick";

const startedKey = Symbol.for("ponte.scheduler");
type GlobalWithScheduler = typeof globalThis & { [startedKey]?: NodeJS.Timeout };

export function startScheduler() {
  const holder = globalThis as GlobalWithScheduler;
  if (env.SCHEDULER === "off" || holder[startedKey]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runTick(await getDb());
    } catch (error) {
      logger.error("scheduled tick failed", { error });
    } finally {
      running = false;
    }
  };
  holder[startedKey] = setInterval(() => void tick(), env.SCHEDULER_INTERVAL_MS);
  holder[startedKey].unref();
  logger.info("scheduler started", { intervalMs: env.SCHEDULER_INTERVAL_MS });
}
