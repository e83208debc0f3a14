import { describe, expect, it } from "vitest";
import { filtersFromParams, filtersFromSearch, searchFromFilters, searchWithout } from "./list-filters";

describe("filters in the address", () => {
  it("read the known parameters, skip empty ones and write them back in a fixed order", () => {
    const filters = filtersFromSearch(new URLSearchParams("status=PAID&page=2&other=x&query="));
    expect(filters).toEqual({ status: "PAID", page: "2" });
    expect(searchFromFilters(filters)).toBe("?page=2&status=PAID");
    expect(searchFromFilters({})).toBe("");
  });

  it("read a page's searchParams the same way, the first of a repeated parameter counting", () => {
    expect(filtersFromParams({ status: ["PAID", "EXPIRED"], page: "2", query: "", other: "x", gateway: undefined })).toEqual({
      status: "PAID",
      page: "2",
    });
  });

  it("drop one parameter and go back to the first page", () => {
    expect(searchWithout({ page: "3", status: "bogus", gateway: "pix" }, "status")).toBe("?gateway=pix");
    expect(searchWithout({ page: "abc", orderBy: "amount.ASC" }, "page")).toBe("?orderBy=amount.ASC");
  });
});
