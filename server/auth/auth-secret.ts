// AUTH_SECRET signs dashboard sessions. Without one (the embedded default) a random secret is made
// once and kept in the data directory, so sessions survive restarts.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/kernel/env";
import { logger } from "@/kernel/logger";

let cached: string | undefined;

export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    cached = randomBytes(32).toString("base64url");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, cached, { mode: 0o600 });
    if (env.NODE_ENV === "production") logger.warn("AUTH_SECRET is not set; using a generated secret", { file });
  }
  return cached;
}
