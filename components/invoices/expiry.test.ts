import { describe, expect, it } from "vitest";
import { openStatuses, statusesOf } from "@/server/invoice-states";
import { describeExpiry } from "./expiry";

const now = Date.parse("2025-03-01T12:00:00Z");
const inTwentyFiveMinutes = "2025-03-01T12:25:00Z";
const fiveMinutesAgo = "2025-03-01T11:55:00Z";
const threeHoursAgo = "2025-03-01T09:00:00Z";

describe("describeExpiry", () => {
  it("counts down for every open status still in time", () => {
    for (const status of ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID"]) {
      expect(describeExpiry({ status, expiresAt: inTwentyFiveMinutes, now })).toEqual({
        state: "countdown",
        text: "Expires in 25 minutes",
      });
    }
  });

  it("says the deadline passed for an open invoice not yet expired by the tick", () => {
    expect(describeExpiry({ status: "WAITING_PAYMENT", expiresAt: fiveMinutesAgo, now })).toEqual({
      state: "overdue",
      text: "Expiry passed 5 minutes ago",
    });
    expect(describeExpiry({ status: "WAITING_PAYMENT", expiresAt: new Date(now - 200), now }).text).toBe("Expiry passed just now");
  });

  it("never counts down for a paid or canceled invoice, even before its deadline", () => {
    expect(describeExpiry({ status: "PAID", expiresAt: inTwentyFiveMinutes, now })).toEqual({
      state: "closed",
      text: "Paid — the payment deadline no longer applies",
    });
    expect(describeExpiry({ status: "CANCELED", expiresAt: inTwentyFiveMinutes, now }).text).toBe(
      "Canceled — the payment deadline no longer applies",
    );
  });

  it("gives an expired invoice's deadline as a past fact, and no future time if the data disagree", () => {
    expect(describeExpiry({ status: "EXPIRED", expiresAt: threeHoursAgo, now })).toEqual({ state: "closed", text: "Expired 3 hours ago" });
    expect(describeExpiry({ status: "EXPIRED", expiresAt: inTwentyFiveMinutes, now }).text).toBe("Expired");
  });

  it("treats a status it does not know as closed rather than counting down", () => {
    expect(describeExpiry({ status: "REFUNDED", expiresAt: inTwentyFiveMinutes, now })).toEqual({
      state: "closed",
      text: "Refunded — the payment deadline no longer applies",
    });
  });

  it("counts down for the state machine's open statuses only, whatever the deadline", () => {
    for (const status of statusesOf("PAYMENT")) {
      const { state } = describeExpiry({ status, expiresAt: inTwentyFiveMinutes, now });
      expect(state === "countdown").toBe((openStatuses as readonly string[]).includes(status));
    }
  });
});
