import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";

// React keeps a cached function's answer for one server render; outside one it keeps nothing. The
// test stands in for a render with a cache that keeps answers until the render ends.
const render = vi.hoisted(() => ({ answers: new Map<unknown, unknown>(), sessionReads: 0 }));
vi.mock("react", () => ({
  cache: <T>(read: () => T) => () => {
    if (!render.answers.has(read)) render.answers.set(read, read());
    return render.answers.get(read) as T;
  },
}));
vi.mock("./next-auth", () => ({
  auth: async () => {
    render.sessionReads += 1;
    return { user: { id: "7", role: "merchant" } };
  },
}));

const { getSessionActor } = await import("./get-session-actor");
const db = {} as Database;

beforeEach(() => {
  render.answers.clear();
  render.sessionReads = 0;
});

describe("the dashboard's session actor", () => {
  it("reads the session once per render, however many components ask", async () => {
    const [layout, page, settings] = await Promise.all([getSessionActor(db), getSessionActor(db), getSessionActor(db)]);
    expect([layout, page, settings]).toEqual([{ userId: 7, role: "merchant" }, { userId: 7, role: "merchant" }, { userId: 7, role: "merchant" }]);
    expect(render.sessionReads).toBe(1);
  });

  it("reads it again in the next render", async () => {
    await getSessionActor(db);
    render.answers.clear();
    await getSessionActor(db);
    expect(render.sessionReads).toBe(2);
  });
});
