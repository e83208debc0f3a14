// Exact arithmetic on the decimal strings of a payment and its refunds, for the refund form's
// figures (what is left to refund, the excess); the server decides again under the payment's lock.
import { assets, isAssetCode } from "@/vocabulary/assets";
import { FIAT_DECIMALS, formatUnits, parseUnits } from "@/kernel/money";
import { releasedWithdrawalStatuses } from "@/vocabulary/invoice-states";

const decimalsOf = (code: string) => (isAssetCode(code) ? assets[code].decimals : FIAT_DECIMALS);

type Amounts = { amount_due: string; amount_paid: string; payment_details: { pay_currency: string } };
type Refund = { status: string; amount_due: string; amount_paid: string };

/** What is left to refund: received, less every refund not canceled, expired or failed (a completed one by what it sent). */
export function leftToRefund(payment: Amounts, refunds: Refund[]): string {
  const decimals = decimalsOf(payment.payment_details.pay_currency);
  const counted = refunds
    .filter((refund) => !(releasedWithdrawalStatuses as readonly string[]).includes(refund.status))
    .reduce((sum, refund) => sum + parseUnits(refund.status === "COMPLETED" ? refund.amount_paid : refund.amount_due, decimals), 0n);
  const left = parseUnits(payment.amount_paid, decimals) - counted;
  return formatUnits(left > 0n ? left : 0n, decimals);
}

/** What an overpaid payment received beyond its amount due ("0" when it is not overpaid). */
export function excessOf(payment: Amounts): string {
  const decimals = decimalsOf(payment.payment_details.pay_currency);
  const excess = parseUnits(payment.amount_paid, decimals) - parseUnits(payment.amount_due, decimals);
  return formatUnits(excess > 0n ? excess : 0n, decimals);
}

export const isZero = (amount: string) => /^0(\.0*)?$/.test(amount);
