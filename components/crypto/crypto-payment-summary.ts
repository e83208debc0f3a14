// What the New payment page shows of a created crypto payment, worked out from the strings the
// server returned (no arithmetic on them).
import { assets, isAssetCode } from "@/server/assets";
import { FIAT_DECIMALS } from "@/server/money";

/** "3300" -> "3,300", "350000.5" -> "350,000.50": a fiat figure with separators and its cents. */
export function formatFiatDecimal(decimal: string): string {
  if (!/^\d+(\.\d+)?$/.test(decimal)) return decimal;
  const format = new Intl.NumberFormat("en-US", {
    minimumFractionDigits: decimal.includes(".") ? FIAT_DECIMALS : 0,
    maximumFractionDigits: 20,
  });
  // Intl reads the decimal text as it is (no float on the way), as the checkout's formatMoney does.
  return format.format(decimal as unknown as number);
}

/** "1 ETH = 3,300 BRL (static rate)": `rate` is the fiat price of one whole unit of the asset. */
export function formatRateLine(params: { rate: string; payCurrency: string; fiatCurrency: string; rateSource: string }): string {
  const { rate, payCurrency, fiatCurrency, rateSource } = params;
  return `1 ${payCurrency} = ${formatFiatDecimal(rate)} ${fiatCurrency} (${rateSource} rate)`;
}

/** A token travels on one network only; native coins need no warning. */
export function networkWarning(payCurrency: string): string | null {
  if (!isAssetCode(payCurrency)) return null;
  const asset = assets[payCurrency];
  return asset.tokenContract ? `Send ${asset.name} only: tokens sent on another network are lost.` : null;
}
