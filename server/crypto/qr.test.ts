import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { qrPngBase64 } from "./qr";
import { drawQrPngBase64 } from "./qr-image";

function decode(base64: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("qrPngBase64", () => {
  it("renders a PNG without a data: prefix that decodes back to the same text", async () => {
    const text =
      "ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=10002000410000000000";
    const image = await qrPngBase64(text);
    expect(image.startsWith("data:")).toBe(false);
    expect(Buffer.from(image, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(decode(image)).toBe(text);
  });

  it("encodes a BIP21 URI", async () => {
    const text = "bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00153847";
    expect(decode(await qrPngBase64(text))).toBe(text);
  });

  it("encodes a PIX BR Code with accented merchant data byte for byte", async () => {
    const text =
      "00020101021226830014br.gov.bcb.pix2561pix.example.com/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5913Padaria São João6014Belo Horizonte61083015020062070503***6304ABCD";
    expect(decode(await qrPngBase64(text))).toBe(text);
  });

  it("gives each of many concurrent drawings its own image", async () => {
    const texts = Array.from({ length: 40 }, (_unused, index) => `bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.${String(index).padStart(8, "0")}`);
    const images = await Promise.all(texts.map((text) => qrPngBase64(text)));
    expect(images.map(decode)).toEqual(texts);
    // The worker thread draws what the calling thread would.
    expect(images[7]).toBe(drawQrPngBase64(texts[7] ?? ""));
  });

  it("fails a drawing the QR code cannot hold, and draws the next one", async () => {
    await expect(qrPngBase64("x".repeat(3_000))).rejects.toThrow(/QR drawing failed/);
    expect(decode(await qrPngBase64("bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu"))).toBe("bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu");
  });
});
