// Makes recorded answers the same on every run, so the document's examples can be compared with
// them: random handles (event ids, UUIDs, checkout and checkout session ids, payment link slugs, txids) become fixed ones of the same shape
// and length, consistently wherever they appear; timestamps become one fixed instant (keeping their
// zone); QR images are cut short, durations fixed, the event feed cursor's transaction id fixed. A BR Code keeps a valid checksum after its txid is replaced.
import { createHash } from "node:crypto";
import { crc16 } from "@/server/pix/brcode";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HANDLE_KEYS = new Set(["checkout_id", "transaction_pix_id", "id_transaction", "slug"]);
const HANDLE_IN_URL = /\/(?:checkout|claim|pay|l)\/([A-Za-z0-9_-]{8,})/g;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const IMAGE_KEYS = new Set(["qr_code", "qr_image"]);
const BR_CODE_KEYS = new Set(["emv", "qr_text"]);

type Json = unknown;

function walk(value: Json, visit: (key: string, value: Json) => Json, key = ""): Json {
  if (Array.isArray(value)) return value.map((item) => walk(item, visit, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, visit, name)]));
  }
  return visit(key, value);
}

/** The n-th fixed stand-in for a handle: the same length, prefix, separators and kind of characters. */
function standIn(original: string, n: number): string {
  // Only the handles' own type prefixes: a random handle may itself start with letters and a "_".
  const prefix = /^(?:evt|sandbox|cs)_/.exec(original)?.[0] ?? "";
  const hex = /^[0-9a-f-]+$/.test(original.slice(prefix.length));
  const alphabet = hex ? "0123456789abcdef" : "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = createHash("sha512").update(`stand-in ${n}`).digest();
  // A UUID keeps its separators and version digit (14); its variant digit (19) is always 8.
  const uuid = UUID.test(original);
  const body = [...original.slice(prefix.length)].map((char, index) => {
    if (uuid && (char === "-" || index === 14)) return char;
    if (uuid && index === 19) return "8";
    return alphabet[bytes[index % bytes.length]! % alphabet.length];
  });
  return prefix + body.join("");
}

export function stableExamples<T>(recorded: T): T {
  const handles = new Map<string, string>();
  const remember = (handle: string) => {
    if (!handles.has(handle)) handles.set(handle, standIn(handle, handles.size + 1));
  };
  walk(recorded, (key, value) => {
    if (typeof value !== "string") return value;
    if (HANDLE_KEYS.has(key) || UUID.test(value) || /^(evt|sandbox)_[0-9a-z]+$/.test(value) || /^cs_[A-Za-z0-9_-]{8,}$/.test(value)) remember(value);
    for (const match of value.matchAll(HANDLE_IN_URL)) remember(match[1]!);
    // A BR Code's txid: the last field (05) of its additional data, before the checksum.
    const txid = BR_CODE_KEYS.has(key) ? /05(\d{2})([A-Za-z0-9]+)6304[0-9A-F]{4}$/.exec(value) : null;
    if (txid && txid[2]!.length === Number(txid[1])) remember(txid[2]!);
    return value;
  });
  let text = JSON.stringify(recorded);
  for (const [handle, replacement] of [...handles].sort(([a], [b]) => b.length - a.length)) {
    text = text.replaceAll(handle, replacement);
  }
  return walk(JSON.parse(text), (key, value) => {
    // The tick's report times each job.
    if (key === "ms" && typeof value === "number") return 12;
    if (typeof value !== "string") return value;
    const timestamp = TIMESTAMP.exec(value);
    if (timestamp) return `2026-03-02T15:04:05${timestamp[2] ? ".000" : ""}${timestamp[3]}`;
    // The event feed's cursor starts with the writing transaction's id, which each database counts its own way.
    if (key === "next_cursor") return value.replace(/^\d+\./, "777.");
    if (IMAGE_KEYS.has(key) && value.length > 64) return `${value.slice(0, 48)}…`;
    if (BR_CODE_KEYS.has(key) && /6304[0-9A-F]{4}$/.test(value)) {
      const signed = value.slice(0, -4);
      return signed + crc16(signed);
    }
    return value.replace(/\bin \d+ s\b/g, "in 42 s");
  }) as T;
}
