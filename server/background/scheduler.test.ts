import { describe, expect, it } from "vitest";
import { oneTickAtATime } from "./scheduler";

describe("oneTickAtATime", () => {
  it("skips a tick while the previous one runs", async () => {
    let started = 0;
    let finish = () => {};
    const tick = oneTickAtATime(
      () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      () => 60_000,
    );
    const first = tick();
    await tick();
    expect(started).toBe(1);
    finish();
    await first;
    const third = tick();
    expect(started).toBe(2);
    finish();
    await third;
  });

  it("starts the next tick once the running one has stalled past the bound, and the late one clears nothing", async () => {
    let clock = 0;
    const pending: (() => void)[] = [];
    let started = 0;
    const tick = oneTickAtATime(
      () => {
        started += 1;
        return new Promise<void>((resolve) => pending.push(resolve));
      },
      () => 1_000,
      () => clock,
    );
    const lost = tick();
    clock = 999;
    await tick();
    expect(started).toBe(1);
    clock = 1_000;
    const replacement = tick();
    expect(started).toBe(2);
    // The lost tick settles late: the replacement still counts as running.
    pending[0]?.();
    await lost;
    await tick();
    expect(started).toBe(2);
    pending[1]?.();
    await replacement;
  });
});
