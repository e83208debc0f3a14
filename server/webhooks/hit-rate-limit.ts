// A fixed-window counter shared by every instance (rate_limit_windows); over the limit is a 429
// with Retry-After set to the end of the window.
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import { AppError } from "@/kernel/errors";

export async function hitRateLimit(
  db: Executor,
  params: { key: string; limit: number; windowMs: number; now?: Date },
) {
  const now = (params.now ?? new Date()).getTime();
  const windowStart = Math.floor(now / params.windowMs) * params.windowMs;
  const result = await db.execute(sql`
    insert into rate_limit_windows (key, window_start, hits)
    values (${params.key}, ${new Date(windowStart).toISOString()}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when rate_limit_windows.window_start = excluded.window_start
                  then rate_limit_windows.hits + 1 else 1 end,
      window_start = excluded.window_start
    returning hits`);
  const hits = Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
  if (hits > params.limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + params.windowMs - now) / 1000));
    throw new AppError("rate_limited", `Too many requests; try again in ${retryAfterSeconds} s.`, {
      headers: { "retry-after": String(retryAfterSeconds) },
    });
  }
  return { hits, remaining: params.limit - hits };
}
