// Display-only labels of money the server computed: reais from centavos and crypto from base units,
// as exact decimal strings handed to Intl (no arithmetic on them here).
import { assets, isAssetCode, networks } from "@/server/assets";
import { formatUnits } from "@/server/money";

export type DashboardLocale = "pt-BR" | "en";

/** Intl formats a decimal string exactly (ECMA-402 reads it as a decimal, not a float); TS lacks the overload. */
const formatDecimal = (formatter: Intl.NumberFormat, decimal: string) =>
  (formatter.format as unknown as (value: string) => string)(decimal);

/** R$ 1.234,56 (pt-BR) or R$1,234.56 (en) from centavos, exact: Intl reads the decimal string. */
export function formatMinor(minor: bigint | string, currency: string, locale: DashboardLocale) {
  const decimal = formatUnits(BigInt(minor), 2);
  return formatDecimal(new Intl.NumberFormat(locale, { style: "currency", currency }), decimal);
}

/** 0,00012345 BTC; a PIX amount (centavos of BRL) as reais. */
export function formatPayAmountOf(amountBase: string, payCurrency: string, locale: DashboardLocale) {
  if (!isAssetCode(payCurrency)) return formatMinor(amountBase, payCurrency, locale);
  const asset = assets[payCurrency];
  const decimal = formatUnits(BigInt(amountBase), asset.decimals);
  const number = formatDecimal(new Intl.NumberFormat(locale, { maximumFractionDigits: asset.decimals }), decimal);
  return `${number} ${asset.symbol}`;
}

/** PIX, BTC, USDT (TRON): what the merchant calls the rail and asset. */
export function railAssetLabel(gateway: string, payCurrency: string) {
  if (gateway === "pix" || !isAssetCode(payCurrency)) return "PIX";
  const asset = assets[payCurrency];
  if (!asset.tokenContract) return asset.symbol;
  return `${asset.symbol} (${networks[asset.network].name})`;
}
