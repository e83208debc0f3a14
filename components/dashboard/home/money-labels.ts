// Display-only labels of money the server computed: a payment's amount in its rail's units (crypto
// base units, PIX centavos) turned into exact decimal strings for kernel/format.ts, and the rail's name.
import { formatMinor, formatPayAmount } from "@/kernel/format";
import { assets, isAssetCode, networks } from "@/vocabulary/assets";
import type { Locale } from "@/kernel/locales";
import { formatUnits } from "@/kernel/money";

/** 0,00012345 BTC; a PIX amount (centavos of BRL) as reais. */
export function formatPayAmountOf(amountBase: string, payCurrency: string, locale: Locale) {
  if (!isAssetCode(payCurrency)) return formatMinor(amountBase, payCurrency, locale);
  const asset = assets[payCurrency];
  return formatPayAmount(formatUnits(BigInt(amountBase), asset.decimals), asset.symbol, locale);
}

/** PIX, BTC, USDT (TRON): what the merchant calls the rail and asset. */
export function railAssetLabel(gateway: string, payCurrency: string) {
  if (gateway === "pix" || !isAssetCode(payCurrency)) return "PIX";
  const asset = assets[payCurrency];
  if (!asset.tokenContract) return asset.symbol;
  return `${asset.symbol} (${networks[asset.network].name})`;
}
