// QR images as base64 PNG text without a data: prefix (the contract's qr_code field).
import QRCode from "qrcode";

export async function qrPngBase64(text: string): Promise<string> {
  // Medium error correction and a small module scale keep the PNG small and quick to render.
  const png = await QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 });
  return png.toString("base64");
}
