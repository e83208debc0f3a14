// Display-only labels of money the server computed: reais from centavos and crypto from base units,
// turned into exact decimal strings and handed to the dashboard's formatters (i18n/format.ts).
import { formatMoney, formatPayAmount } from "@/i18n/format";
import { assets, isAssetCode, networks } from "@/vocabulary/assets";
import type { Locale } from "@/kernel/locales";
import { formatUnits } from "@/kernel/money";

/** R$ 1.234,56 (pt-BR) or R$1,234.56 (en) from centavos, exact. */
export function formatMinor(minor: bigint | string, currency: string, locale: Locale) {
  return formatMoney(formatUnits(BigInt(minor), 2), currency, locale);
}

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
