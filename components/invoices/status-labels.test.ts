import { describe, expect, it } from "vitest";
import { invoiceStatusEnum } from "@/db/schema";
import { invoiceStatuses, statusLabel } from "./status-labels";

describe("status labels", () => {
  it("name every status of the database enum, in its order", () => {
    expect(invoiceStatuses).toEqual(invoiceStatusEnum.enumValues);
  });

  it("read as words, not as the stored value", () => {
    expect(statusLabel("WAITING_PAYMENT")).toBe("Waiting payment");
    expect(statusLabel("PARTIALLY_PAID")).toBe("Partially paid");
  });

  it("keep an unknown status readable", () => {
    expect(statusLabel("ON_HOLD")).toBe("On hold");
  });
});
