// Display-only formatting of amounts the server already computed (no arithmetic on them here).
export function formatFiat(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Crypto amounts arrive as exact decimal strings and are shown as they are. */
export const formatCrypto = (amount: string, code: string) => `${amount} ${code}`;
