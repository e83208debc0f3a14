import { describe, expect, it } from "vitest";
import { gatewayEnum, invoiceStatusEnum, invoiceTypeEnum } from "@/db/schema";
import { gatewayLabel, gateways, invoiceStatuses, invoiceTypes, statusLabel } from "./status-labels";

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

describe("gateway and type labels", () => {
  it("name every gateway and type of the database enums", () => {
    expect(gateways).toEqual(gatewayEnum.enumValues);
    expect(invoiceTypes).toEqual(invoiceTypeEnum.enumValues);
  });

  it("show PIX as merchants write it, and an unknown gateway as stored", () => {
    expect(gatewayLabel("pix")).toBe("PIX");
    expect(gatewayLabel("lightning")).toBe("lightning");
  });
});
