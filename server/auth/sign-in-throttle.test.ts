import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { AppError } from "@/kernel/errors";
import { accountPolicy, addressPolicy, claimSignInAttempt, settleSuccessfulSignIn, throttleState, waitAfter } from "./sign-in-throttle";

const start = new Date("2026-11-22T10:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The AppError an attempt is refused with, or null when it may go on to the password check. */
async function refusal(params: { email: string; clientAddress: string | null; now: Date }) {
  return claimSignInAttempt(await getDb(), params).then(
    () => null,
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );
}

describe("waitAfter", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30 * SECOND],
    [6, MINUTE],
    [7, 2 * MINUTE],
    [8, 4 * MINUTE],
    [9, 8 * MINUTE],
    [10, 15 * MINUTE],
    [50, 15 * MINUTE],
    [10_000, 15 * MINUTE],
  ])("an account with %i failures in a row waits %i ms", (failures, wait) => {
    expect(waitAfter(failures, accountPolicy)).toBe(wait);
  });

  it("lets an address fail 20 times before any wait", () => {
    expect(waitAfter(19, addressPolicy)).toBe(0);
    expect(waitAfter(20, addressPolicy)).toBe(30 * SECOND);
  });
});

describe("throttleState", () => {
  it("forgets failures left alone longer than the policy remembers", () => {
    const row = { failures: 9, lastAttemptAt: start };
    expect(throttleState(row, at(MINUTE), accountPolicy).failures).toBe(9);
    expect(throttleState(row, at(24 * 60 * MINUTE), accountPolicy)).toEqual({ failures: 0, blockedUntil: null });
  });
});

describe("claimSignInAttempt", () => {
  it("allows five attempts, then waits longer after each failure, then locks for 15 minutes with a Retry-After", async () => {
    const email = "backoff@example.com";
    let now = 0;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      now += SECOND;
      expect(await refusal({ email, clientAddress: null, now: at(now) })).toBeNull();
    }
    const waits = [30, 60, 120, 240, 480, 900, 900];
    for (const wait of waits) {
      const refused = await refusal({ email, clientAddress: null, now: at(now + SECOND) });
      expect(refused?.code).toBe("sign_in_throttled");
      expect(refused?.headers?.["retry-after"]).toBe(String(wait - 1));
      expect(refused?.message).toBe(`Too many attempts; try again in ${Math.ceil((wait - 1) / 60)} minute${wait - 1 <= 60 ? "" : "s"}.`);
      // A refused attempt counts nothing: refusing it again gives the same wait.
      expect((await refusal({ email, clientAddress: null, now: at(now + SECOND) }))?.headers?.["retry-after"]).toBe(String(wait - 1));
      now += wait * SECOND;
      expect(await refusal({ email, clientAddress: null, now: at(now) })).toBeNull();
    }
  });

  it("counts an unknown e-mail exactly as a known one: the answer depends on the attempts only", async () => {
    const db = await getDb();
    const { createUser } = await import("@/server/testing/fixtures");
    const { user } = await createUser(db, { email: "known.throttle@example.com" });
    const answers = async (email: string) => {
      const seen: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const refused = await refusal({ email, clientAddress: null, now: at(attempt * SECOND) });
        seen.push(refused ? `${refused.code} ${refused.message} ${refused.headers?.["retry-after"]}` : undefined);
      }
      return seen;
    };
    const known = await answers(user.email);
    expect(known.slice(5)).toEqual([
      "sign_in_throttled Too many attempts; try again in 1 minute. 29",
      "sign_in_throttled Too many attempts; try again in 1 minute. 28",
    ]);
    expect(await answers("nobody.throttle@example.com")).toEqual(known);
  });

  it("treats the e-mail's case and spaces as the same account", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refusal({ email: attempt % 2 ? "Case@Example.com" : " case@example.com", clientAddress: null, now: at(attempt) });
    }
    expect((await refusal({ email: "CASE@EXAMPLE.COM", clientAddress: null, now: at(10) }))?.code).toBe("sign_in_throttled");
  });

  it("throttles an address spreading its guesses over many accounts after 20 failures", async () => {
    const clientAddress = "203.0.113.7";
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await refusal({ email: `spray-${attempt}@example.com`, clientAddress, now: at(attempt * SECOND) })).toBeNull();
    }
    const refused = await refusal({ email: "spray-new@example.com", clientAddress, now: at(21 * SECOND) });
    expect(refused?.code).toBe("sign_in_throttled");
    expect(refused?.headers?.["retry-after"]).toBe("28");
    // Another address is not held back, and the account it was trying is untouched.
    expect(await refusal({ email: "spray-new@example.com", clientAddress: "203.0.113.8", now: at(21 * SECOND) })).toBeNull();
  });

  it("counts attempts sent in parallel before any of them is answered", async () => {
    const email = "parallel@example.com";
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => refusal({ email, clientAddress: "198.51.100.4", now: at(0) })),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome?.code === "sign_in_throttled")).toHaveLength(7);
  });

  it("starts an account again from zero after a quiet day", async () => {
    const email = "quiet@example.com";
    for (let attempt = 0; attempt < 10; attempt += 1) await refusal({ email, clientAddress: null, now: at(attempt * 16 * MINUTE) });
    expect(await refusal({ email, clientAddress: null, now: at(9 * 16 * MINUTE + MINUTE) })).not.toBeNull();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await refusal({ email, clientAddress: null, now: at(9 * 16 * MINUTE + 24 * 60 * MINUTE + attempt) })).toBeNull();
    }
  });
});

describe("settleSuccessfulSignIn", () => {
  it("resets the account's failures but leaves the address its other failures", async () => {
    const db = await getDb();
    const clientAddress = "192.0.2.55";
    for (let attempt = 0; attempt < 19; attempt += 1) {
      await refusal({ email: attempt < 4 ? "settle@example.com" : `other-${attempt}@example.com`, clientAddress, now: at(attempt) });
    }
    // The fifth attempt on the account, the twentieth from the address, succeeds.
    expect(await refusal({ email: "settle@example.com", clientAddress, now: at(100) })).toBeNull();
    await settleSuccessfulSignIn(db, { email: "settle@example.com", clientAddress, now: at(100) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // The account starts from zero: five more attempts from elsewhere pass.
      const refused = await refusal({ email: "settle@example.com", clientAddress: `192.0.2.${attempt + 60}`, now: at(200 + attempt) });
      expect(refused).toBeNull();
    }
    // The address got back only the attempt that succeeded: one more, and it must wait.
    expect(await refusal({ email: "someone@example.com", clientAddress, now: at(300) })).toBeNull();
    expect((await refusal({ email: "someone-else@example.com", clientAddress, now: at(301) }))?.code).toBe("sign_in_throttled");
  });
});
