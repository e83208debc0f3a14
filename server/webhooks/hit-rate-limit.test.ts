import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { AppError } from "@/kernel/errors";
import { hitRateLimit } from "./hit-rate-limit";

describe("hitRateLimit", () => {
  it("allows the limit within a window, refuses the next with Retry-After, and opens again in the next window", async () => {
    const db = await getDb();
    const start = new Date("2026-11-22T10:00:00.000Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let hit = 1; hit <= 3; hit += 1) {
      expect(await hitRateLimit(db, { key: "test:a", limit: 3, windowMs: 60_000, now: at(hit * 1000) })).toMatchObject({ hits: hit });
    }
    const refused = await hitRateLimit(db, { key: "test:a", limit: 3, windowMs: 60_000, now: at(45_000) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers).toEqual({ "retry-after": "15" });
    expect(await hitRateLimit(db, { key: "test:a", limit: 3, windowMs: 60_000, now: at(60_000) })).toMatchObject({ hits: 1 });
  });

  it("counts each key on its own", async () => {
    const db = await getDb();
    const now = new Date("2026-11-22T11:00:00.000Z");
    await hitRateLimit(db, { key: "test:b", limit: 1, windowMs: 60_000, now });
    expect(await hitRateLimit(db, { key: "test:c", limit: 1, windowMs: 60_000, now })).toMatchObject({ hits: 1 });
  });
});
