// What the invoice page's sections read alike from one invoice: which way the money goes, whether it
// still takes payments, what is left after a partial payment, and amounts in the rail's currency.
import { useFormat } from "@/i18n/use-format";
import { isOpenStatus } from "@/vocabulary/invoice-states";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { remainingToPay } from "../money";

export function useDetailFacts(invoice: InvoiceObject) {
  const format = useFormat();
  return {
    // A withdrawal (refund or payout) is money going out: its address is the receiver's, its amount due
    // what the merchant sends, its hosted page the claim page; its send and QR are on its own card.
    outgoing: invoice.type === "WITHDRAWAL",
    // A paid, canceled or expired invoice takes no more money: its PIX code and QR are not offered as
    // something to pay (the code stays readable, without a copy button, for the merchant's records).
    payable: isOpenStatus(invoice.status),
    // After a partial payment the stored QR still asks for the whole amount: the payer is sent to the
    // checkout, whose QR asks for the rest, and the address line carries the rest too.
    paidInPart: invoice.gateway === "crypto" && invoice.status === "PARTIALLY_PAID",
    remaining: remainingToPay(invoice.amount_due, invoice.amount_paid),
    pay: (amount: string) => format.payAmount(amount, invoice.payment_details.pay_currency),
  };
}
