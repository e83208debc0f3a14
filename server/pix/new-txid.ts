// Random txids from [A-Za-z0-9]: 25 characters (the BR Code's field 62-05 limit) for static codes,
// 32 for API Pix charges (which require 26-35). Both carry well over 128 random bits.
import { randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newTxid(length: number): string {
  let text = "";
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 * 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

/** The public checkout handle: 144 random bits, URL-safe. */
export const newCheckoutId = () => randomBytes(18).toString("base64url");
