// Where the table's page controls may lead, given the page asked for and the pages there are.

export type PageControls = {
  /** The page asked for is beyond the last page that has invoices. */
  isPastEnd: boolean;
  /** The last page with invoices (0 when nothing matches). */
  lastPage: number;
  /** Where "Previous" goes; undefined when it must be disabled. */
  previousPage: number | undefined;
  /** Where "Next" goes; undefined when it must be disabled. */
  nextPage: number | undefined;
};

/**
 * Past the end, "Previous" leads back to the last page rather than to page - 1, and "Next" is off:
 * from page 99 of 1, neither control may lead further out.
 */
export function pageControls({ page, totalPages }: { page: number; totalPages: number }): PageControls {
  const lastPage = Math.max(0, totalPages);
  // With nothing matching there is no page to go back to: the empty list says to change the filters.
  if (lastPage === 0) return { isPastEnd: false, lastPage, previousPage: undefined, nextPage: undefined };
  if (page > lastPage) return { isPastEnd: true, lastPage, previousPage: lastPage, nextPage: undefined };
  return {
    isPastEnd: false,
    lastPage,
    previousPage: page > 1 ? page - 1 : undefined,
    nextPage: page < lastPage ? page + 1 : undefined,
  };
}

/** The `page` URL parameter for a page: the first page is the address without one. */
export const pageParam = (page: number): string | undefined => (page > 1 ? String(page) : undefined);
