import { describe, expect, it } from "vitest";
import { crc16, encodeBrCode, formatAmount, parseBrCode, parseTlv, toAscii } from "./brcode";

// The static example of the Central Bank's "Manual de Padrões para Iniciação do Pix" (annex II).
const MANUAL_STATIC_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

describe("crc16", () => {
  it("gives the CRC-16/CCITT-FALSE check value for 123456789", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("zero-pads to four upper-case hex digits", () => {
    expect(crc16("")).toBe("FFFF");
    expect(crc16("A")).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("encodeBrCode", () => {
  it("reproduces the manual's static example byte for byte, CRC included", () => {
    const code = encodeBrCode({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
    });
    expect(code).toBe(MANUAL_STATIC_EXAMPLE);
  });

  it("writes the amount with two decimals and the txid in field 62-05", () => {
    const code = encodeBrCode({
      key: "fulano@example.com",
      amountCentavos: 1050n,
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      txid: "PONTE123abc",
    });
    expect(code).toContain("540510.50");
    expect(code).toContain("62150511PONTE123abc");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it("strips accents, and cuts the name to 25 and the city to 15 characters", () => {
    const code = encodeBrCode({
      key: "+5511999999999",
      merchantName: "José Conceição Araújo dos Santos Ltda",
      merchantCity: "São José dos Campos",
    });
    const parsed = parseBrCode(code);
    expect(parsed.merchantName).toBe("Jose Conceicao Araujo dos");
    expect(parsed.merchantCity).toBe("Sao Jose dos Ca");
  });

  it("counts lengths in bytes and keeps field 26 within 99 bytes by shortening the description", () => {
    const code = encodeBrCode({
      key: "123e4567-e12b-12d1-a456-426655440000",
      description: "Pedido número 12345 de uma loja com uma descrição longa demais para caber no campo",
      merchantName: "Loja",
      merchantCity: "Recife",
    });
    const account = parseTlv(code).find((field) => field.id === "26");
    expect(account && Buffer.byteLength(account.value)).toBeLessThanOrEqual(99);
    expect(parseBrCode(code).description).toMatch(/^Pedido numero 12345/);
  });

  it("writes a PSP location in field 26-25 for dynamic codes", () => {
    const code = encodeBrCode({
      locationUrl: "https://pix.example.com/qr/v2/9d36b84f",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      pointOfInitiation: "12",
    });
    expect(code).toContain("0014br.gov.bcb.pix2530pix.example.com/qr/v2/9d36b84f");
    expect(code.startsWith("000201010212")).toBe(true);
  });

  it("rejects a txid with characters outside [A-Za-z0-9]", () => {
    expect(() =>
      encodeBrCode({ key: "k@example.com", merchantName: "A", merchantCity: "B", txid: "abc-123" }),
    ).toThrow(/txid/);
    expect(() =>
      encodeBrCode({ key: "k@example.com", merchantName: "A", merchantCity: "B", txid: "a".repeat(26) }),
    ).toThrow(/txid/);
  });
});

describe("parseBrCode", () => {
  it("reads every field of the manual's example", () => {
    expect(parseBrCode(MANUAL_STATIC_EXAMPLE)).toEqual({
      payloadFormat: "01",
      pointOfInitiation: undefined,
      gui: "br.gov.bcb.pix",
      key: "123e4567-e12b-12d1-a456-426655440000",
      description: undefined,
      locationUrl: undefined,
      mcc: "0000",
      currency: "986",
      amount: undefined,
      country: "BR",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      txid: "***",
      crc: "1D3D",
    });
  });

  it("round-trips what the encoder writes", () => {
    const input = {
      key: "12345678909",
      description: "Camiseta azul",
      amountCentavos: 123456789n,
      merchantName: "Loja Exemplo",
      merchantCity: "Sao Paulo",
      txid: "Abc123",
    };
    const parsed = parseBrCode(encodeBrCode(input));
    expect(parsed).toMatchObject({
      key: input.key,
      description: input.description,
      amount: "1234567.89",
      merchantName: input.merchantName,
      merchantCity: input.merchantCity,
      txid: input.txid,
    });
  });

  it("rejects a code whose CRC does not match", () => {
    expect(() => parseBrCode(MANUAL_STATIC_EXAMPLE.replace("Fulano", "Fulana"))).toThrow(/CRC/);
  });

  it("rejects a field whose length runs past the end", () => {
    expect(() => parseTlv("0005ab")).toThrow(/past the end/);
  });
});

describe("helpers", () => {
  it("formats centavos as the manual's amount text", () => {
    expect(formatAmount(1n)).toBe("0.01");
    expect(formatAmount(100000000000n)).toBe("1000000000.00");
  });

  it("folds accents to ASCII", () => {
    expect(toAscii("Ação Ñandú")).toBe("Acao Nandu");
  });
});
