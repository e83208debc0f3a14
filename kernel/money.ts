// Exact money formatting and parsing: integers of minor or base units <-> decimal strings.
export const fiatCurrencies = ["BRL", "USD", "EUR"] as const;
export type FiatCurrency = (typeof fiatCurrencies)[number];
export const FIAT_DECIMALS = 2;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** 12345n, 2 -> "123.45"; trailing zeros are dropped ("1.5", "2"), never an exponent. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** "123.45", 2 -> 12345n. Throws when the text has more decimals than allowed or is not a plain decimal. */
export function parseUnits(text: string, decimals: number): bigint {
  const { numerator, scale } = parseDecimal(text);
  if (scale > decimals) throw new Error(`"${text}" has more than ${decimals} decimals`);
  return numerator * pow10(decimals - scale);
}

/**
 * A JSON number amount (already validated: > 0, at most 2 decimals) as minor units. Goes through
 * the number's shortest decimal text, which is exact for values with at most 2 decimals.
 */
export function minorUnitsFromAmount(amount: number): bigint {
  return parseUnits(decimalText(amount), FIAT_DECIMALS);
}

/** Minor units as the JSON number the contract shows (`amount: 150.5`). */
export function amountFromMinorUnits(minor: bigint): number {
  return Number(formatUnits(minor, FIAT_DECIMALS)); // money-json: output only, no arithmetic follows
}

/**
 * The shortest decimal text of a finite number, without exponent (1e-7 -> "0.0000001"), exact at
 * any magnitude: 1e-21 is "0.000000000000000000001", not the "0" toFixed(20) would round it to
 * (which let an amount below a cent pass the decimals check and reach the insert as zero).
 */
export function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new Error("not a finite number");
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = "", lead = "", rest = "", exponent = "0"] = match;
  const digits = `${lead}${rest}`;
  // Digits before the decimal point once the exponent is applied.
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** True when a number has at most `decimals` decimals in its shortest decimal text. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const text = decimalText(Math.abs(value));
  const dot = text.indexOf(".");
  return dot === -1 || text.length - dot - 1 <= decimals;
}

/** A plain decimal string ("65000", "0.9998") as an exact fraction numerator / 10^scale. */
export function parseDecimal(text: string): { numerator: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a plain decimal number`);
  const fraction = match[2] ?? "";
  return { numerator: BigInt(`${match[1] ?? "0"}${fraction}`), scale: fraction.length };
}

/** fiat / rate in base units of the asset, rounded at its display precision the way asked. */
function fiatInAsset(fiatMinor: bigint, rate: string, asset: { decimals: number; displayDecimals: number }, rounding: "up" | "down"): bigint {
  if (fiatMinor <= 0n) throw new Error("the fiat amount must be positive");
  const { numerator, scale } = parseDecimal(rate);
  if (numerator === 0n) throw new Error("the rate must be positive");
  // amount_display / 10^display against (fiatMinor / 10^2) / (numerator / 10^scale)
  const top = fiatMinor * pow10(scale + asset.displayDecimals);
  const bottom = numerator * pow10(FIAT_DECIMALS);
  const display = rounding === "up" ? (top + bottom - 1n) / bottom : top / bottom;
  return display * pow10(asset.decimals - asset.displayDecimals);
}

/**
 * The crypto amount to ask for, in base units: ceil(fiat / rate) at the asset's display precision,
 * so the merchant is never underpaid. `rate` is the price of one whole unit in the fiat currency.
 * Computed as one exact rational division with bigint (no floats anywhere).
 */
export function amountDue(
  fiatMinor: bigint,
  rate: string,
  asset: { decimals: number; displayDecimals: number },
): bigint {
  return fiatInAsset(fiatMinor, rate, asset, "up");
}

/**
 * The crypto amount to send for a fiat amount (a refund or payout the merchant pays), in base units:
 * floor(fiat / rate) at the asset's display precision, so the merchant never sends more than the
 * fiat amount is worth. The mirror of amountDue, which rounds up what the merchant receives.
 */
export function amountToSend(
  fiatMinor: bigint,
  rate: string,
  asset: { decimals: number; displayDecimals: number },
): bigint {
  return fiatInAsset(fiatMinor, rate, asset, "down");
}

/**
 * What a crypto amount (base units) is worth in fiat minor units at `rate`, rounded down: the fiat
 * figure shown beside a refund of a crypto amount never claims more than it is worth.
 */
export function fiatValue(amountBase: bigint, rate: string, decimals: number): bigint {
  if (amountBase < 0n) throw new Error("the amount must not be negative");
  const { numerator, scale } = parseDecimal(rate);
  return (amountBase * numerator * pow10(FIAT_DECIMALS)) / pow10(decimals + scale);
}

/**
 * What a crypto amount (base units) costs in fiat minor units at `rate`, rounded up: the fiat the
 * payer still owes for a crypto amount not paid (finish by PIX) never falls short by a fraction.
 */
export function fiatValueRoundedUp(amountBase: bigint, rate: string, decimals: number): bigint {
  if (amountBase < 0n) throw new Error("the amount must not be negative");
  const { numerator, scale } = parseDecimal(rate);
  const top = amountBase * numerator * pow10(FIAT_DECIMALS);
  const bottom = pow10(decimals + scale);
  return (top + bottom - 1n) / bottom;
}

/**
 * The same token amount in units of other decimals (USDT: 18 on BSC, 6 elsewhere), rounded down:
 * money received is never counted as more than arrived, in the merchant's favour.
 */
export function convertUnitsDown(value: bigint, fromDecimals: number, toDecimals: number): bigint {
  if (fromDecimals === toDecimals) return value;
  if (toDecimals > fromDecimals) return value * pow10(toDecimals - fromDecimals);
  return value / pow10(fromDecimals - toDecimals);
}
