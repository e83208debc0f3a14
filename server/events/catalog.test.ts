import { describe, expect, it } from "vitest";
import { createdEventOf, factEventOf, moveEventOf, paymentEventTypes } from "@/vocabulary/event-names";
import { invoiceTypes, transitionTable } from "@/vocabulary/invoice-states";
import { invoiceEvent } from "./catalog";

const invoices = {
  payment: { type: "PAYMENT", refundedInvoiceId: null },
  refund: { type: "WITHDRAWAL", refundedInvoiceId: 7 },
  payout: { type: "WITHDRAWAL", refundedInvoiceId: null },
} as const;

describe("the invoice event's documented types", () => {
  it("are the payment events of the one list, then each withdrawal kind's", () => {
    const documented = invoiceEvent.shape.type.options;
    expect(documented.slice(0, paymentEventTypes.length)).toEqual([...paymentEventTypes]);
    expect(documented.slice(paymentEventTypes.length).every((type) => /^(refund|payout)\.[a-z_]+$/.test(type))).toBe(true);
  });

  it("include every event a change of an invoice can send", () => {
    const documented = new Set<string>(invoiceEvent.shape.type.options);
    for (const type of invoiceTypes) {
      const targets = new Set(Object.values(transitionTable[type]).flat());
      const kinds = type === "PAYMENT" ? [invoices.payment] : [invoices.refund, invoices.payout];
      for (const invoice of kinds) {
        const sent = [
          createdEventOf(invoice),
          factEventOf(invoice, "updated"),
          factEventOf(invoice, "payment_after_final"),
          ...[...targets].map((status) => moveEventOf(invoice, status)),
        ];
        for (const event of sent) expect(documented.has(event), event).toBe(true);
      }
    }
  });
});
