import type { Database } from "@/db/client";

export type JobContext = { db: Database; now: Date };
/** A unit of background work run by every tick; it must be safe with several instances ticking at once. */
export type Job = {
  name: string;
  run: (ctx: JobContext) => Promise<void | Record<string, number>>;
};
