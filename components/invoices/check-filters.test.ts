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

  it("names each refused parameter with its value and a reason in plain words", () => {
    const checked = checkFilters({ orderBy: "price.up", status: "bogus", start_date: "yesterday" }, merchant);
    expect(checked.problems).toEqual([
      {
        key: "orderBy",
        name: "Sort order",
        value: "price.up",
        reason: "must name a column (createdAt, updatedAt, amount or status) and a direction (ASC or DESC), like createdAt.DESC",
      },
      { key: "status", name: "Status", value: "bogus", reason: "is not an invoice status; pick one in the Status filter" },
      {
        key: "start_date",
        name: "Created from",
        value: "yesterday",
        reason: "is not a date: write it as year-month-day, like 2026-03-01 (a time may follow, like 2026-03-01T14:30Z)",
      },
    ]);
  });

  it("keeps refused values as found and still spells the valid ones canonically", () => {
    const checked = checkFilters({ status: "bogus", gateway: "PIX", end_date: "2026-02-31x" }, merchant);
    expect(checked.filters).toEqual({ status: "bogus", gateway: "pix", end_date: "2026-02-31x" });
  });

  it.each([
    [{ page: "abc" }, "page", "must be a whole number, 1 or more"],
    [{ page: "0" }, "page", "must be a whole number, 1 or more"],
    [{ page: "1.5" }, "page", "must be a whole number, 1 or more"],
    [{ page: "1e20" }, "page", "is too large to be a page number"],
    [{ quantityPerPage: "101" }, "quantityPerPage", "must be a whole number from 1 to 100"],
    [{ quantityPerPage: "0" }, "quantityPerPage", "must be a whole number from 1 to 100"],
    [{ quantityPerPage: "ten" }, "quantityPerPage", "must be a whole number from 1 to 100"],
    [{ gateway: "card" }, "gateway", "must be crypto or pix"],
    [{ type: "REFUND" }, "type", "must be PAYMENT or WITHDRAWAL"],
    [{ end_date: "13/03/2026" }, "end_date", expect.stringMatching(/^is not a date/)],
    [{ start_date: "0000-12-31" }, "start_date", "is out of range: pick a date from the year 1 to 9999"],
    [{ query: "ana\u0000" }, "query", "contains a character that cannot be searched for (a NUL or a broken character)"],
    [{ query: "\ud800" }, "query", "contains a character that cannot be searched for (a NUL or a broken character)"],
    [{ end_date: "9999-12-31T23:00-05:00" }, "end_date", "is out of range: pick a date from the year 1 to 9999"],
    [{ query: "   " }, "query", "is empty: it has only spaces"],
    [{ query: "x".repeat(201) }, "query", "is longer than 200 characters"],
  ] as const)("refuses %j", (filters, key, reason) => {
    expect(reasonOf(filters)).toEqual([{ key, reason }]);
  });

  it("uses the same bounds as the schema", () => {
    expect(reasonOf({ quantityPerPage: "100", query: "x".repeat(200) })).toEqual([]);
    expect(reasonOf({ quantityPerPage: "1", page: "1" })).toEqual([]);
  });

  it("refuses a user filter from a merchant but lets staff use it", () => {
    expect(reasonOf({ user_id: "5" })).toEqual([{ key: "user_id", reason: "is a filter for admins and operators only" }]);
    expect(reasonOf({ user_id: "5" }, staff)).toEqual([]);
    expect(checkFilters({ user_id: "05" }, staff).filters).toEqual({ user_id: "5" });
    expect(reasonOf({ user_id: "-1" }, staff)).toEqual([{ key: "user_id", reason: "must be a whole number greater than 0" }]);
    // One problem per parameter, the schema's first.
    expect(reasonOf({ user_id: "-1" })).toEqual([{ key: "user_id", reason: "must be a whole number greater than 0" }]);
  });
});
