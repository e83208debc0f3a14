import { describe, expect, it } from "vitest";
import { detectPixKeyType, isValidPixKey, normalizePixKey } from "./pix-key";

describe("PIX keys", () => {
  it.each([
    ["cpf", "529.982.247-25"],
    ["cnpj", "11.222.333/0001-81"],
    ["cnpj", "12.ABC.345/01DE-35"],
    ["email", "Pagamentos@Loja.com.br"],
    ["phone", "+5511987654321"],
    ["phone", "+55 (61) 3333-4444"],
    ["evp", "123e4567-e12b-12d1-a456-426655440000"],
  ] as const)("accepts a valid %s key %s", (type, key) => {
    expect(isValidPixKey(type, key)).toBe(true);
  });

  it.each([
    ["cpf", "529.982.247-24", "wrong check digit"],
    ["cnpj", "11.222.333/0001-80", "wrong check digit"],
    ["email", "no-at-sign.example.com", "no @"],
    ["email", `${"a".repeat(70)}@example.com`, "longer than 77"],
    ["phone", "11987654321", "no +55 prefix"],
    ["phone", "+1415555012", "a foreign number"],
    ["phone", "+550187654321", "an area code starting with 0"],
    ["evp", "123e4567e12b12d1a456426655440000", "no dashes"],
  ] as const)("rejects the %s key %s (%s)", (type, key, _reason) => {
    expect(isValidPixKey(type, key)).toBe(false);
  });

  it("normalizes keys the way the DICT stores them", () => {
    expect(normalizePixKey("cpf", "529.982.247-25")).toBe("52998224725");
    expect(normalizePixKey("email", " Pagamentos@Loja.com.br ")).toBe("pagamentos@loja.com.br");
    expect(normalizePixKey("phone", "+55 (61) 3333-4444")).toBe("+556133334444");
    expect(normalizePixKey("evp", "123E4567-E12B-12D1-A456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000");
  });

  it("detects the type of a key, and null for a key of no type", () => {
    expect(detectPixKeyType("52998224725")).toBe("cpf");
    expect(detectPixKeyType("11222333000181")).toBe("cnpj");
    expect(detectPixKeyType("a@b.co")).toBe("email");
    expect(detectPixKeyType("+5561999999999")).toBe("phone");
    expect(detectPixKeyType("123e4567-e12b-12d1-a456-426655440000")).toBe("evp");
    expect(detectPixKeyType("hello")).toBeNull();
  });
});
