// npx ponte pix:reencrypt - seals every PSP connection's secrets again with the current
// PONTE_ENCRYPTION_KEY (after a rotation, with the old key in PONTE_ENCRYPTION_KEY_PREVIOUS).
import { eq } from "drizzle-orm";
import { pspConnections } from "@/db/schema";
import { openCredentials, sealCredentials } from "@/server/pix/connection/credentials";
import { isSealedWithCurrentKey } from "@/server/secret-box";
import type { CliCommand } from "../command";

export const command: CliCommand = {
  name: "pix:reencrypt",
  usage: "pix:reencrypt",
  summary: "Seal stored PSP credentials again with the current PONTE_ENCRYPTION_KEY",
  run: async (_args, io) => {
    const db = await io.db();
    const rows = await db.select({ userId: pspConnections.userId, credentials: pspConnections.credentials }).from(pspConnections);
    let moved = 0;
    for (const row of rows) {
      if (isSealedWithCurrentKey(row.credentials)) continue;
      const credentials = sealCredentials(row.userId, openCredentials(row.userId, row.credentials));
      // updated_at is left alone: the connection's content did not change.
      await db.update(pspConnections).set({ credentials }).where(eq(pspConnections.userId, row.userId));
      moved += 1;
    }
    io.print(`${moved} of ${rows.length} PSP connections sealed again with the current key.`);
  },
};
