import { describe, expect, it } from "vitest";
import { pageControls, pageParam } from "./pagination";

describe("pageControls", () => {
  it("offers both directions inside the list", () => {
    expect(pageControls({ page: 2, totalPages: 3 })).toEqual({ isPastEnd: false, lastPage: 3, previousPage: 1, nextPage: 3 });
  });

  it("disables Previous on the first page and Next on the last", () => {
    expect(pageControls({ page: 1, totalPages: 3 })).toMatchObject({ previousPage: undefined, nextPage: 2 });
    expect(pageControls({ page: 3, totalPages: 3 })).toMatchObject({ previousPage: 2, nextPage: undefined });
    expect(pageControls({ page: 1, totalPages: 1 })).toMatchObject({ previousPage: undefined, nextPage: undefined });
  });

  it("past the last page, says so and leads only back to the last page", () => {
    expect(pageControls({ page: 99, totalPages: 1 })).toEqual({ isPastEnd: true, lastPage: 1, previousPage: 1, nextPage: undefined });
    expect(pageControls({ page: 4, totalPages: 3 })).toEqual({ isPastEnd: true, lastPage: 3, previousPage: 3, nextPage: undefined });
  });

  it("offers no page at all when nothing matches, whatever page was asked for", () => {
    expect(pageControls({ page: 1, totalPages: 0 })).toEqual({ isPastEnd: false, lastPage: 0, previousPage: undefined, nextPage: undefined });
    expect(pageControls({ page: 7, totalPages: 0 })).toEqual({ isPastEnd: false, lastPage: 0, previousPage: undefined, nextPage: undefined });
  });
});

describe("pageParam", () => {
  it("leaves the first page out of the address", () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe("2");
  });
});
