// What a person types in an amount field (150.50, 150,50, 1.234,56, 1,234.56) -> the JSON number the
// payment APIs take. Only the writing is checked here; the amount rules (> 0, at most 2 decimals, at
// most 1e9) stay with the server's schemas, whose field errors the forms show as they come.

export type ParsedAmount =
  | { ok: true; value: number; /** The plain decimal the value was read from ("1234.56"). */ decimal: string }
  | { ok: false; message: string };

export const amountInputMessages = {
  empty: "Enter an amount",
  malformed: "Enter an amount like 150.50",
  // "1,234" is one thousand two hundred and thirty-four to some and 1.234 to others.
  ambiguous: "Is that comma a thousands separator? Write 1234 or 1,234.00",
  tooLong: "That amount has too many digits",
} as const;

/**
 * 15 digits always survive the trip through a double and back to the same shortest text, so the
 * number sent is exactly the decimal typed. Every valid amount needs at most 11 (999999999.99).
 */
const MAX_DIGITS = 15;

const fail = (message: string): ParsedAmount => ({ ok: false, message });

/** "1.234.567" with "." -> "1234567"; null unless the groups are 1-3 digits, then threes. */
function ungroup(whole: string, groupSeparator: string): string | null {
  const groups = whole.split(groupSeparator);
  const [first = "", ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join("");
}

/** Splits the text into whole and fraction digits, or names what is wrong with it. */
function splitDigits(body: string): { whole: string; fraction: string } | { message: string } {
  const dots = body.split(".").length - 1;
  const commas = body.split(",").length - 1;

  if (dots > 0 && commas > 0) {
    // Both kinds: the last one written separates the decimals, the other one groups thousands.
    const decimalSeparator = body.lastIndexOf(".") > body.lastIndexOf(",") ? "." : ",";
    const groupSeparator = decimalSeparator === "." ? "," : ".";
    const [wholeText = "", fraction = "", ...extra] = body.split(decimalSeparator);
    const whole = ungroup(wholeText, groupSeparator);
    if (extra.length > 0 || whole === null || !/^\d+$/.test(fraction)) return { message: amountInputMessages.malformed };
    return { whole, fraction };
  }

  const separator = dots > 0 ? "." : commas > 0 ? "," : null;
  const count = Math.max(dots, commas);
  if (separator === null) return /^\d+$/.test(body) ? { whole: body, fraction: "" } : { message: amountInputMessages.malformed };

  if (count > 1) {
    // A decimal separator appears once, so several of one kind can only be groups of thousands.
    const whole = ungroup(body, separator);
    return whole === null ? { message: amountInputMessages.malformed } : { whole, fraction: "" };
  }

  const [whole = "", fraction = ""] = body.split(separator);
  if (!/^\d*$/.test(whole) || !/^\d+$/.test(fraction)) return { message: amountInputMessages.malformed };
  // A lone dot is the form's own decimal point (its placeholder reads 150.00), so 10.123 is ten and
  // a bit, and the server says it has too many decimals. A lone comma before three digits could
  // group thousands instead, and guessing wrong would bill a thousand times more or less.
  if (separator === "," && fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return { message: amountInputMessages.ambiguous };
  return { whole, fraction };
}

export function parseAmountInput(text: string): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === "") return fail(amountInputMessages.empty);
  // A minus sign is kept so that the server's "must be greater than 0" answers it.
  const sign = trimmed.startsWith("-") ? "-" : "";
  const body = trimmed.slice(sign.length);
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return fail(amountInputMessages.malformed);

  const digits = splitDigits(body);
  if ("message" in digits) return fail(digits.message);

  const whole = digits.whole.replace(/^0+(?=\d)/, "") || "0";
  const significant = `${whole.replace(/^0+/, "")}${digits.fraction.replace(/0+$/, "")}`;
  if (significant.length > MAX_DIGITS) return fail(amountInputMessages.tooLong);

  const decimal = `${sign}${whole}${digits.fraction ? `.${digits.fraction}` : ""}`;
  return { ok: true, value: Number(decimal), decimal }; // money-json: the one conversion of the typed text to the API's JSON number
}
