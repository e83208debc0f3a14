// Random txids from [A-Za-z0-9]: 25 characters (the BR Code's field 62-05 limit) for static codes,
// 32 for API Pix charges (which require 26-35). Both carry well over 128 random bits.
import { customAlphabet } from "nanoid";

/** Every character equally likely (nanoid rejects the bytes that would skew the alphabet). */
export const newTxid: (length: number) => string = customAlphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
