import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { logger } from "@/kernel/logger";

const TIMEOUT_MS = 2000;

export async function checkHealth(): Promise<{ status: "ok" | "unavailable"; database: "up" | "down" }> {
  try {
    const db = await getDb();
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database timeout")), TIMEOUT_MS).unref()),
    ]);
    return { status: "ok", database: "up" };
  } catch (error) {
    logger.warn("health check failed", { error });
    return { status: "unavailable", database: "down" };
  }
}
