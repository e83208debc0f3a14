// The statuses in which an invoice still waits for money. Free of database code (the type import is
// erased), so the dashboard's browser bundle shares the state machine's list instead of a copy.
import type { InvoiceStatus } from "@/db/schema";

export const openStatuses = ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID"] as const satisfies InvoiceStatus[];

export const isOpenStatus = (status: string): boolean => (openStatuses as readonly string[]).includes(status);
