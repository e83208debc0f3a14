import { describe, expect, it } from "vitest";
import { gatewayEnum, invoiceStatusEnum, invoiceTypeEnum } from "@/db/schema";
import en from "@/messages/en.json";
import ptBR from "@/messages/pt-BR.json";
import { gateways, invoiceStatuses, invoiceTypes, readableCode } from "./status-labels";

describe("status labels", () => {
  it("list every status of the database enum, in its order, each named in both catalogs", () => {
    expect(invoiceStatuses).toEqual(invoiceStatusEnum.enumValues);
    expect(Object.keys(en.status).sort()).toEqual([...invoiceStatuses].sort());
    expect(Object.keys(ptBR.status).sort()).toEqual([...invoiceStatuses].sort());
    expect(ptBR.status.PARTIALLY_PAID).toBe("Pago em parte");
  });

  it("keep an unknown status readable", () => {
    expect(readableCode("ON_HOLD")).toBe("On hold");
  });
});

describe("gateway and type labels", () => {
  it("name every gateway and type of the database enums", () => {
    expect(gateways).toEqual(gatewayEnum.enumValues);
    expect(invoiceTypes).toEqual(invoiceTypeEnum.enumValues);
    expect(Object.keys(ptBR.gateways).sort()).toEqual([...gateways].sort());
    expect(Object.keys(ptBR.invoiceTypes).sort()).toEqual([...invoiceTypes].sort());
  });
});
