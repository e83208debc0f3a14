// What the New payment page shows of a created crypto payment, worked out from the strings the
// server returned (no arithmetic on them); the sentences around them are the catalog's.
import { assets, isAssetCode } from "@/vocabulary/assets";
import type { Locale } from "@/kernel/locales";
import { FIAT_DECIMALS } from "@/kernel/money";

/** "3300" -> "3,300" / "3.300", "350000.5" -> "350,000.50" / "350.000,50": a fiat figure with separators and its cents. */
export function formatFiatDecimal(decimal: string, locale: Locale = "en"): string {
  if (!/^\d+(\.\d+)?$/.test(decimal)) return decimal;
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimal.includes(".") ? FIAT_DECIMALS : 0,
    maximumFractionDigits: 20,
  });
  // Intl reads the decimal text as it is (no float on the way), as the checkout's formatMoney does.
  return format.format(decimal as unknown as number);
}

/** The name of the one network a token travels on; null for a native coin, which needs no warning. */
export function tokenNetworkName(payCurrency: string): string | null {
  if (!isAssetCode(payCurrency)) return null;
  const asset = assets[payCurrency];
  return asset.tokenContract ? asset.name : null;
}
