// PIX keys (chaves) by type, as the DICT accepts them: CPF, CNPJ, e-mail, phone (+55…) or the
// random key (EVP, a UUID).
import { isValidCnpj, isValidCpf, normalizeDocument } from "./documents";

export const pixKeyTypes = ["cpf", "cnpj", "email", "phone", "evp"] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** +55, a two-digit area code that does not start with 0, then 8 or 9 digits. */
const PHONE = /^\+55[1-9]\d{9,10}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The DICT's limit for e-mail keys. */
const MAX_EMAIL = 77;

/** The key as the DICT stores it: documents as bare digits, e-mail and EVP in lower case, phone as +55… */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const text = key.trim();
  switch (type) {
    case "cpf":
    case "cnpj":
      return normalizeDocument(text);
    case "email":
    case "evp":
      return text.toLowerCase();
    case "phone":
      return text.replace(/[\s()\-.]/g, "");
  }
}

export function isValidPixKey(type: PixKeyType, key: string): boolean {
  const value = normalizePixKey(type, key);
  switch (type) {
    case "cpf":
      return isValidCpf(value);
    case "cnpj":
      return isValidCnpj(value);
    case "email":
      return value.length <= MAX_EMAIL && EMAIL.test(value);
    case "phone":
      return PHONE.test(value);
    case "evp":
      return EVP.test(value);
  }
}

/** Guesses the type of a key as typed; null when it is no valid key of any type. */
export function detectPixKeyType(key: string): PixKeyType | null {
  const order: PixKeyType[] = ["evp", "email", "phone", "cpf", "cnpj"];
  return order.find((type) => isValidPixKey(type, key)) ?? null;
}
