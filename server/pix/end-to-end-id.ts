// The end-to-end id (EndToEndId) the Central Bank's SPI gives every PIX: 32 characters, "E", the
// ISPB of the payer's institution (8 digits), the date and time it was started (yyyyMMddHHmm, UTC)
// and 11 letters or digits the institution chooses. The payer's receipt and the receiver's
// statement both show it.
const END_TO_END_ID = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z0-9]{11})$/;

/** Why `text` is not an end-to-end id, or null when it is one. */
export function endToEndIdProblem(text: string): string | null {
  if (text.length !== 32) return "must be 32 characters (E, the payer bank's ISPB, yyyyMMddHHmm and 11 letters or digits)";
  const match = END_TO_END_ID.exec(text);
  if (!match) return "must be E, 8 digits (ISPB), 12 digits (yyyyMMddHHmm) and 11 letters or digits";
  const [, , year, month, day, hour, minute] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0, hour ?? 0, minute ?? 0));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day && date.getUTCHours() === hour && date.getUTCMinutes() === minute;
  return real ? null : "has no real date and time in characters 10-21 (yyyyMMddHHmm)";
}
