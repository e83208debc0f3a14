// The PSPs polling reads through: the deployment's default, then each merchant's own connection,
// each with the cursor name its batches are remembered by.
import { asc } from "drizzle-orm";
import type { Database } from "@/db/client";
import { pspConnections } from "@/db/schema";
import { logger } from "@/kernel/logger";
import { configuredPsp } from "@/server/pix/psp/configured-psp";
import type { PixPsp } from "@/server/pix/psp/psp";
import { pspOfConnection } from "./merchant-psp";

export async function pollablePsps(db: Database): Promise<{ cursor: string; psp: PixPsp }[]> {
  const fallback = configuredPsp();
  const connections = await db.select().from(pspConnections).orderBy(asc(pspConnections.userId));
  const own = connections.flatMap((connection) => {
    try {
      return [{ cursor: `merchant:${connection.userId}`, psp: pspOfConnection(connection) }];
    } catch (error) {
      // One merchant's unreadable connection (a rotated key not configured) must not stop the others.
      logger.warn("PSP connection unusable for polling", { userId: connection.userId, error });
      return [];
    }
  });
  return [...(fallback ? [{ cursor: "default", psp: fallback }] : []), ...own];
}
