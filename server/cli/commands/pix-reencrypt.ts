// npx ponte pix:reencrypt - seals every PSP connection's secrets again with the current
// PONTE_ENCRYPTION_KEY (after a rotation, with the old key in PONTE_ENCRYPTION_KEY_PREVIOUS).
import { resealConnections } from "@/server/pix/connection/reseal-connections";
import type { CliCommand } from "../command";

export const command: CliCommand = {
  name: "pix:reencrypt",
  usage: "pix:reencrypt",
  summary: "Seal stored PSP credentials again with the current PONTE_ENCRYPTION_KEY",
  run: async (_args, io) => {
    const { total, resealed, changedMeanwhile } = await resealConnections(await io.db());
    io.print(`${resealed} of ${total} PSP connections sealed again with the current key.`);
    if (changedMeanwhile > 0) {
      io.print(`${changedMeanwhile} changed while this ran (saved again by their merchant, with the current key) and were left as saved.`);
    }
  },
};
