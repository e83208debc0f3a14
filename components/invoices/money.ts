// Display-only formatting of amounts the server already computed (no arithmetic on them here).
import { FIAT_DECIMALS, fiatCurrencies, formatUnits, parseUnits } from "@/server/money";

export function formatFiat(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const fiatCodes = new Set<string>(fiatCurrencies);

/**
 * An amount to pay (or paid) as the exact decimal string the server sent: crypto as it is
 * (0.00043 BTC), a fiat rail's amount with its cents written out (99.90 BRL, never 99.9).
 */
export function formatPayAmount(amount: string, code: string) {
  if (!fiatCodes.has(code)) return `${amount} ${code}`;
  const [whole = "0", cents = ""] = amount.split(".");
  return `${whole}.${cents.padEnd(FIAT_DECIMALS, "0")} ${code}`;
}

/** Decimals enough for every pay currency (ETH and USDTBSC have 18). */
const MAX_PAY_DECIMALS = 18;

/** What is still to pay, as an exact decimal string ("0" once paid in full or more). */
export function remainingToPay(amountDue: string, amountPaid: string): string {
  const remaining = parseUnits(amountDue, MAX_PAY_DECIMALS) - parseUnits(amountPaid, MAX_PAY_DECIMALS);
  return formatUnits(remaining > 0n ? remaining : 0n, MAX_PAY_DECIMALS);
}
