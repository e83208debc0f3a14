import { describe, expect, it } from "vitest";
import { newTxid } from "@/server/pix/new-txid";
import { newEventId } from "@/db/outbox";
import { newCheckoutId } from "./checkout-id";

const distinct = (make: () => string, count = 2_000) => new Set(Array.from({ length: count }, make)).size;

describe("random ids", () => {
  it("checkout ids: the time in base 36, then 20 URL-safe random characters; never repeated, later ids sort after earlier ones", async () => {
    const earlier = newCheckoutId();
    expect(earlier).toMatch(/^[0-9a-z]{8}[A-Za-z0-9_-]{20}$/);
    expect(Number.parseInt(earlier.slice(0, 8), 36)).toBeLessThanOrEqual(Date.now());
    expect(distinct(newCheckoutId)).toBe(2_000);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(newCheckoutId().slice(0, 8) > earlier.slice(0, 8)).toBe(true);
  });

  it("event ids: evt_, the time in base 36, then 20 hex digits; later ids sort after earlier ones", () => {
    const id = newEventId();
    expect(id).toMatch(/^evt_[0-9a-z]{8,9}[0-9a-f]{20}$/);
    expect(Number.parseInt(id.slice(4, -20), 36)).toBeLessThanOrEqual(Date.now());
    expect(distinct(newEventId)).toBe(2_000);
  });

  it("PIX txids: the length asked for, letters and digits only, every character in use", () => {
    expect(newTxid(25)).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(newTxid(32)).toMatch(/^[A-Za-z0-9]{32}$/);
    const seen = new Set(Array.from({ length: 200 }, () => newTxid(32)).join(""));
    expect(seen.size).toBe(62);
  });
});
