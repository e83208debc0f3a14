// The QR image of a payment code: base64 PNG without a data: prefix, rendered once at creation.
import QRCode from "qrcode";

export async function renderQrPng(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });
  return png.toString("base64");
}
