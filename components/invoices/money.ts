// Arithmetic the invoice page needs on amounts the server sent, exact (no floats); display
// formatting lives in kernel/format.ts.
import { formatUnits, parseUnits } from "@/kernel/money";

/** Decimals enough for every pay currency (ETH and USDTBSC have 18). */
const MAX_PAY_DECIMALS = 18;

/** What is still to pay, as an exact decimal string ("0" once paid in full or more). */
export function remainingToPay(amountDue: string, amountPaid: string): string {
  const remaining = parseUnits(amountDue, MAX_PAY_DECIMALS) - parseUnits(amountPaid, MAX_PAY_DECIMALS);
  return formatUnits(remaining > 0n ? remaining : 0n, MAX_PAY_DECIMALS);
}
