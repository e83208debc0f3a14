// Invoices for webhook tests, written through the shared insert seam (so each gets its
// invoice.created event and, when the merchant has an endpoint, a pending delivery).
import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { insertInvoice } from "@/server/invoices/insert-invoice";

export function createTestInvoice(db: Database, userId: number) {
  return db.transaction((tx) =>
    insertInvoice(tx, {
      userId,
      gateway: "crypto",
      amountMinor: 12345n,
      currency: "BRL",
      externalReference: `order-${randomBytes(4).toString("hex")}`,
      checkoutId: randomBytes(16).toString("base64url"),
      expiresAt: new Date(Date.now() + 30 * 60 * 1000),
      payCurrency: "BTC",
      amountDueBase: "35270",
      payAddress: "bc1qexampleaddress",
    }),
  );
}
