// The invoices charged through one PSP: its name on the invoice, and for a merchant's own
// connection only that merchant's invoices, so one merchant's PSP never reads or moves another's.
import { and, eq, type SQL } from "drizzle-orm";
import { invoices } from "@/db/schema";
import type { PixPsp } from "./psp";

export const chargedThrough = (psp: Pick<PixPsp, "name" | "ownerUserId">): SQL | undefined =>
  and(eq(invoices.pspName, psp.name), psp.ownerUserId === undefined ? undefined : eq(invoices.userId, psp.ownerUserId));
