import { describe, expect, it } from "vitest";
import { checkFilters } from "./check-filters";
import type { Filters } from "./list-filters";

const merchant = { isStaff: false };
const staff = { isStaff: true };
const reasonOf = (filters: Filters, options = merchant) =>
  checkFilters(filters, options).problems.map(({ key, reason }) => ({ key, reason }));

describe("checkFilters", () => {
  it("accepts what the list endpoint accepts and spells it as the controls do", () => {
    const checked = checkFilters(
      { status: "paid", gateway: "PIX", type: "payment", orderBy: "amount.asc", page: "2", start_date: "2026-03-01", query: " ana " },
      merchant,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.filters).toEqual({
      status: "PAID",
      gateway: "pix",
      type: "PAYMENT",
      orderBy: "amount.ASC",
      page: "2",
      start_date: "2026-03-01",
      query: "ana",
    });
  });

  it("keeps the schema's defaults out of the filters", () => {
    expect(checkFilters({}, merchant)).toEqual({ filters: {}, problems: [] });
  });

  it("names each refused parameter with its value and a reason the page words", () => {
    const checked = checkFilters({ orderBy: "price.up", status: "bogus", start_date: "yesterday" }, merchant);
    expect(checked.problems).toEqual([
      {
        key: "orderBy",
        value: "price.up",
        reason: "orderByFormat",
      },
      { key: "status", value: "bogus", reason: "unknownStatus" },
      {
        key: "start_date",
        value: "yesterday",
        reason: "dateFormat",
      },
    ]);
  });

  it("keeps refused values as found and still spells the valid ones canonically", () => {
    const checked = checkFilters({ status: "bogus", gateway: "PIX", end_date: "2026-02-31x" }, merchant);
    expect(checked.filters).toEqual({ status: "bogus", gateway: "pix", end_date: "2026-02-31x" });
  });

  it.each([
    [{ page: "abc" }, "page", "pageWhole"],
    [{ page: "0" }, "page", "pageWhole"],
    [{ page: "1.5" }, "page", "pageWhole"],
    [{ page: "1e20" }, "page", "pageTooLarge"],
    [{ quantityPerPage: "101" }, "quantityPerPage", "perPageRange"],
    [{ quantityPerPage: "0" }, "quantityPerPage", "perPageRange"],
    [{ quantityPerPage: "ten" }, "quantityPerPage", "perPageRange"],
    [{ gateway: "card" }, "gateway", "unknownGateway"],
    [{ type: "REFUND" }, "type", "unknownType"],
    [{ end_date: "13/03/2026" }, "end_date", "dateFormat"],
    [{ start_date: "0000-12-31" }, "start_date", "dateOutOfRange"],
    [{ query: "ana\u0000" }, "query", "unsearchable"],
    [{ query: "\ud800" }, "query", "unsearchable"],
    [{ end_date: "9999-12-31T23:00-05:00" }, "end_date", "dateOutOfRange"],
    [{ query: "   " }, "query", "queryBlank"],
    [{ query: "x".repeat(201) }, "query", "queryTooLong"],
  ] as const)("refuses %j", (filters, key, reason) => {
    expect(reasonOf(filters)).toEqual([{ key, reason }]);
  });

  it("uses the same bounds as the schema", () => {
    expect(reasonOf({ quantityPerPage: "100", query: "x".repeat(200) })).toEqual([]);
    expect(reasonOf({ quantityPerPage: "1", page: "1" })).toEqual([]);
  });

  it("refuses a user filter from a merchant but lets staff use it", () => {
    expect(reasonOf({ user_id: "5" })).toEqual([{ key: "user_id", reason: "staffOnly" }]);
    expect(reasonOf({ user_id: "5" }, staff)).toEqual([]);
    expect(checkFilters({ user_id: "05" }, staff).filters).toEqual({ user_id: "5" });
    expect(reasonOf({ user_id: "-1" }, staff)).toEqual([{ key: "user_id", reason: "userIdPositive" }]);
    // One problem per parameter, the schema's first.
    expect(reasonOf({ user_id: "-1" })).toEqual([{ key: "user_id", reason: "userIdPositive" }]);
  });
});
