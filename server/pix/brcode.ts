// BR Code (the PIX "copy and paste" text): EMV merchant-presented QR as the Central Bank's manual
// defines it. Encoding, parsing and the CRC16-CCITT-FALSE checksum of field 63.

export const PIX_GUI = "br.gov.bcb.pix";
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const MAX_NAME = 25;
const MAX_CITY = 15;
/** Field 26 may hold 99 bytes: GUI (18) + key (4 + up to 77) leaves the rest to the description. */
const MAX_TEMPLATE = 99;

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Payers' banking apps show these fields verbatim and many reject non-ASCII: fold accents, drop the rest. */
export function toAscii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .trim();
}

function tlv(id: string, value: string): string {
  const length = Buffer.byteLength(value, "utf8");
  if (length > 99) throw new Error(`BR Code field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/** Centavos as the amount text of the BR Code manual and of API Pix (`valor.original`): plain decimal, two decimals, no thousands separator. */
export function formatAmount(centavos: bigint): string {
  if (centavos <= 0n) throw new Error("a BR Code amount must be positive");
  const whole = centavos / 100n;
  const cents = centavos % 100n;
  return `${whole}.${cents.toString().padStart(2, "0")}`;
}

export type BrCodeInput = {
  /** The receiver's PIX key (static code); leave out when `locationUrl` is given. */
  key?: string;
  /** A PSP's payload location (dynamic code, field 26-25), without the scheme. */
  locationUrl?: string;
  description?: string;
  /** Absent: the payer types the amount. */
  amountCentavos?: bigint;
  merchantName: string;
  merchantCity: string;
  /** `[A-Za-z0-9]{1,25}`, or "***" when there is none. */
  txid?: string;
  /** "12" marks a code that may be paid once; absent for the plain static code. */
  pointOfInitiation?: "11" | "12";
};

function merchantAccount(input: BrCodeInput): string {
  const gui = tlv("00", PIX_GUI);
  if (input.locationUrl) return tlv("26", gui + tlv("25", input.locationUrl.replace(/^https?:\/\//, "")));
  if (!input.key) throw new Error("a BR Code needs a PIX key or a location URL");
  const key = tlv("01", input.key);
  let inner = gui + key;
  const description = input.description ? toAscii(input.description) : "";
  const room = MAX_TEMPLATE - inner.length - 4;
  if (description && room > 0) inner += tlv("02", description.slice(0, room));
  return tlv("26", inner);
}

export function encodeBrCode(input: BrCodeInput): string {
  const txid = input.txid ?? "***";
  if (txid !== "***" && !TXID_PATTERN.test(txid)) throw new Error("txid must be 1-25 letters or digits");
  const name = toAscii(input.merchantName).slice(0, MAX_NAME);
  const city = toAscii(input.merchantCity).slice(0, MAX_CITY);
  if (!name || !city) throw new Error("a BR Code needs a merchant name and city");
  const body =
    tlv("00", "01") +
    (input.pointOfInitiation ? tlv("01", input.pointOfInitiation) : "") +
    merchantAccount(input) +
    tlv("52", "0000") +
    tlv("53", "986") +
    (input.amountCentavos !== undefined ? tlv("54", formatAmount(input.amountCentavos)) : "") +
    tlv("58", "BR") +
    tlv("59", name) +
    tlv("60", city) +
    tlv("62", tlv("05", txid)) +
    "6304";
  return body + crc16(body);
}

export type TlvField = { id: string; value: string };

/** Splits EMV TLV text into its fields; lengths are byte counts. */
export function parseTlv(text: string): TlvField[] {
  const bytes = Buffer.from(text, "utf8");
  const fields: TlvField[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 4 > bytes.length) throw new Error("truncated EMV field header");
    const id = bytes.subarray(offset, offset + 2).toString("latin1");
    const lengthText = bytes.subarray(offset + 2, offset + 4).toString("latin1");
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new Error(`malformed EMV field at ${offset}`);
    const length = Number(lengthText);
    const end = offset + 4 + length;
    if (end > bytes.length) throw new Error(`EMV field ${id} runs past the end`);
    fields.push({ id, value: bytes.subarray(offset + 4, end).toString("utf8") });
    offset = end;
  }
  return fields;
}

export type ParsedBrCode = {
  payloadFormat: string;
  pointOfInitiation?: string;
  gui: string;
  key?: string;
  description?: string;
  locationUrl?: string;
  mcc: string;
  currency: string;
  amount?: string;
  country: string;
  merchantName: string;
  merchantCity: string;
  txid?: string;
  crc: string;
};

const valueOf = (fields: TlvField[], id: string) => fields.find((field) => field.id === id)?.value;

function required(fields: TlvField[], id: string): string {
  const value = valueOf(fields, id);
  if (value === undefined) throw new Error(`BR Code field ${id} is missing`);
  return value;
}

/** Parses and checks a BR Code: field layout, PIX GUI and the CRC of field 63. */
export function parseBrCode(text: string): ParsedBrCode {
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== "6304") throw new Error("BR Code must end with field 63");
  const crc = text.slice(crcAt + 4);
  if (crc16(text.slice(0, crcAt + 4)) !== crc.toUpperCase()) throw new Error("BR Code CRC does not match");
  const fields = parseTlv(text);
  if (fields[0]?.id !== "00") throw new Error("BR Code must start with the payload format");
  const pixAccount = fields
    .filter((field) => Number(field.id) >= 26 && Number(field.id) <= 51)
    .map((field) => parseTlv(field.value))
    .find((inner) => valueOf(inner, "00")?.toLowerCase() === PIX_GUI);
  if (!pixAccount) throw new Error("BR Code has no PIX merchant account");
  const additional = valueOf(fields, "62");
  return {
    payloadFormat: required(fields, "00"),
    pointOfInitiation: valueOf(fields, "01"),
    gui: required(pixAccount, "00"),
    key: valueOf(pixAccount, "01"),
    description: valueOf(pixAccount, "02"),
    locationUrl: valueOf(pixAccount, "25"),
    mcc: required(fields, "52"),
    currency: required(fields, "53"),
    amount: valueOf(fields, "54"),
    country: required(fields, "58"),
    merchantName: required(fields, "59"),
    merchantCity: required(fields, "60"),
    txid: additional === undefined ? undefined : valueOf(parseTlv(additional), "05"),
    crc,
  };
}
