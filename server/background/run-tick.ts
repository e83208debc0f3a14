// One tick: every job once. A failing job is logged and never stops the others.
import type { Database } from "@/db/client";
import { logger } from "@/kernel/logger";
import type { Job } from "@/server/jobs/job";
import { jobRegistry } from "./registry";

export type TickReport = Record<string, { ok: boolean; ms: number; result?: Record<string, number>; error?: string }>;

export async function runTick(db: Database, jobs: Job[] = jobRegistry, now = new Date()): Promise<TickReport> {
  const report: TickReport = {};
  for (const job of jobs) {
    const started = performance.now();
    try {
      const result = await job.run({ db, now });
      report[job.name] = { ok: true, ms: Math.round(performance.now() - started), ...(result ? { result } : {}) };
    } catch (error) {
      logger.error("job failed", { job: job.name, error });
      report[job.name] = { ok: false, ms: Math.round(performance.now() - started), error: "failed; see the server log" };
    }
  }
  return report;
}
