// One page of a list, as every list of the API asks for it (page, quantityPerPage) and answers
// where it sits (the Pagination object), so invoices, checkout sessions and payment links page alike.
import { z } from "zod";

/** The query fields of a paged list: page from 1, 1 to 100 items a page, 10 by default. */
export const pageQueryFields = {
  page: z.coerce.number("must be a number").int("must be an integer").min(1, "must be at least 1").default(1),
  quantityPerPage: z.coerce
    .number("must be a number")
    .int("must be an integer")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(10),
};

export const pagination = z
  .object({
    page: z.number().int(),
    quantityPerPage: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: "Pagination", description: "Where a page sits in the list: the total is exact." });
