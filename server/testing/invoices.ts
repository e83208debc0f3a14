// Invoices for tests, inserted through the shared insertInvoice seam (so each gets its timeline
// entry, its invoice.created event and, when the merchant has an endpoint, a pending delivery).
import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import type { Invoice, NewInvoice } from "@/db/schema";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { insertInvoice } from "@/server/invoices/insert-invoice";

/** A waiting crypto invoice's values, with a fresh checkout id and address, and the overrides. */
export function testInvoiceValues(values: Partial<NewInvoice> & { userId: number }): NewInvoice {
  return {
    gateway: "crypto",
    amountMinor: 10_000n,
    currency: "BRL",
    checkoutId: newCheckoutId(),
    expiresAt: new Date(Date.now() + 30 * 60_000),
    payCurrency: "BTC",
    amountDueBase: "100000",
    payAddress: `addr-${randomBytes(8).toString("hex")}`,
    rate: "100000",
    rateSource: "static",
    rateAt: new Date(),
    ...values,
  };
}

export async function insertTestInvoice(
  db: Database,
  values: Partial<NewInvoice> & { userId: number },
): Promise<Invoice> {
  return db.transaction((tx) => insertInvoice(tx, testInvoiceValues(values)));
}
