// Server start: open (and for PGlite migrate) the database, seed the embedded demo once, start the
// QR thread and the ticks.
import { getDb } from "@/db/client";
import { seedDemo } from "@/server/seed/seed";
import { warmQrThread } from "@/server/crypto/qr";
import { env } from "@/kernel/env";
import { startScheduler } from "@/server/background/scheduler";
import { logger } from "@/kernel/logger";

export async function startServer() {
  try {
    const db = await getDb();
    if (!env.DATABASE_URL && env.SEED_DEMO) await seedDemo(db);
  } catch (error) {
    logger.error("database start failed", { error });
    return;
  }
  warmQrThread();
  startScheduler();
}
