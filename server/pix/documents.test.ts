import { describe, expect, it } from "vitest";
import { detectDocumentType, formatDocument, isValidCnpj, isValidCpf, isValidDocument } from "./documents";

describe("CPF", () => {
  it("accepts a valid CPF with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
  });

  it("rejects a CPF with a wrong check digit", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("529.982.247-35")).toBe(false);
  });

  it("rejects a CPF of one repeated digit, whose check digits would otherwise match", () => {
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("00000000000")).toBe(false);
  });

  it("rejects a CPF of the wrong length or with letters", () => {
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("52998224A25")).toBe(false);
  });

  it("formats a CPF as 000.000.000-00", () => {
    expect(formatDocument("CPF", "52998224725")).toBe("529.982.247-25");
  });
});

describe("CNPJ", () => {
  it("accepts a valid numeric CNPJ", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
  });

  it("accepts the Receita Federal's alphanumeric example, in upper or lower case", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12abc34501de35")).toBe(true);
  });

  it("rejects a CNPJ with a wrong check digit, numeric or alphanumeric", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("12.ABD.345/01DE-35")).toBe(false);
  });

  it("rejects a CNPJ of one repeated character", () => {
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
  });

  it("rejects a CNPJ of the wrong length or with letters in the check digits", () => {
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("112223330001811")).toBe(false);
    expect(isValidCnpj("12ABC34501DE3A")).toBe(false);
  });

  it("formats a CNPJ as XX.XXX.XXX/XXXX-00", () => {
    expect(formatDocument("CNPJ", "11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("CNPJ", "12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });
});

describe("by type", () => {
  it("validates against the given type only", () => {
    expect(isValidDocument("CPF", "52998224725")).toBe(true);
    expect(isValidDocument("CNPJ", "52998224725")).toBe(false);
    expect(isValidDocument("CNPJ", "11222333000181")).toBe(true);
  });

  it("detects the type of a valid document and gives null otherwise", () => {
    expect(detectDocumentType("529.982.247-25")).toBe("CPF");
    expect(detectDocumentType("12.ABC.345/01DE-35")).toBe("CNPJ");
    expect(detectDocumentType("123")).toBeNull();
  });
});
