// Brazilian taxpayer documents: CPF (people) and CNPJ (companies), including the alphanumeric CNPJ
// in force from July 2026 (12 characters [0-9A-Z] and two numeric check digits).

export type DocumentType = "CPF" | "CNPJ";
export const documentTypes = ["CPF", "CNPJ"] as const;

/** Removes the usual punctuation (. - / and spaces) and upper-cases letters of alphanumeric CNPJs. */
export function normalizeDocument(text: string): string {
  return text.replace(/[.\-/\s]/g, "").toUpperCase();
}

/** Check digit of the mod-11 scheme, weights 2..9 (CNPJ) or 2..n (CPF) from the right. */
function checkDigit(base: string, maxWeight: number): number {
  let weight = 2;
  let sum = 0;
  for (let index = base.length - 1; index >= 0; index--) {
    // Receita Federal's rule for alphanumeric CNPJs: a character's value is its ASCII code minus 48,
    // which leaves digits unchanged.
    sum += (base.charCodeAt(index) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const allSame = (text: string) => /^(.)\1*$/.test(text);

export function isValidCpf(text: string): boolean {
  const cpf = normalizeDocument(text);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const first = checkDigit(cpf.slice(0, 9), 11);
  const second = checkDigit(cpf.slice(0, 9) + first, 11);
  return cpf.slice(9) === `${first}${second}`;
}

export function isValidCnpj(text: string): boolean {
  const cnpj = normalizeDocument(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const first = checkDigit(cnpj.slice(0, 12), 9);
  const second = checkDigit(cnpj.slice(0, 12) + first, 9);
  return cnpj.slice(12) === `${first}${second}`;
}

export function isValidDocument(type: DocumentType, text: string): boolean {
  return type === "CPF" ? isValidCpf(text) : isValidCnpj(text);
}

/** CPF when it is a valid CPF, CNPJ when a valid CNPJ, otherwise null. */
export function detectDocumentType(text: string): DocumentType | null {
  if (isValidCpf(text)) return "CPF";
  if (isValidCnpj(text)) return "CNPJ";
  return null;
}

/** 000.000.000-00 or XX.XXX.XXX/XXXX-00; text that is not a valid document comes back normalized. */
export function formatDocument(type: DocumentType, text: string): string {
  const value = normalizeDocument(text);
  if (type === "CPF" && isValidCpf(value)) {
    return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
  }
  if (type === "CNPJ" && isValidCnpj(value)) {
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
  }
  return value;
}
