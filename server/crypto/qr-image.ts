// Draws QR images as base64 PNG text without a data: prefix (the contract's qr_code field), in the
// calling thread; requests get theirs through ./qr, on a worker thread. qrcode builds the symbol;
// the PNG is written here as a 1-bit grayscale image because qrcode's own PNG renderer (RGBA pixel
// by pixel through pngjs) is far slower and would be a large share of a create's work (docs/performance.md has the
// costs).
import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";

/** Pixels per module: ~300 px for a typical payment URI, easy to scan. */
const SCALE = 6;
/** Quiet-zone modules around the symbol; ./qr-vector keeps the same. */
export const MARGIN = 2;
const FILTER_NONE = 0;
const FILTER_UP = 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * The QR symbol of `text`: its modules, dark or light, `size` by `size`. Shared with ./qr-vector, so
 * the page and the PNG draw the same symbol.
 */
export function qrModules(text: string): { size: number; get(row: number, column: number): number | boolean } {
  // One byte-mode segment and a fixed mask: qrcode's optimal segmentation and its scoring of all
  // eight masks cost many times the rest of the symbol (docs/performance.md) and gain nothing
  // here: payment URIs are mixed-case text (byte mode anyway), and readers decode any mask; the
  // mask score only trims rare patterns that look like finder marks.
  return QRCode.create([{ data: Buffer.from(text, "utf8"), mode: "byte" }], { errorCorrectionLevel: "M", maskPattern: 0 }).modules;
}

/** The QR symbol of `text` as a PNG buffer (black modules on white). */
function qrPng(text: string): Buffer {
  const modules = qrModules(text);
  const size = modules.size;
  const width = (size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(width / 8);
  const stride = rowBytes + 1; // each scanline starts with its filter byte
  // Each module row is SCALE identical scanlines: the first is written out (filter 0, none), the
  // others say "same as the line above" (filter 2, up, all zero bytes), which deflate shrinks
  // to almost nothing. Buffer.alloc's zeros are those bytes already.
  const raw = Buffer.alloc(stride * width);
  const line = Buffer.alloc(stride);
  for (let row = -MARGIN; row < size + MARGIN; row++) {
    line.fill(0xff);
    line[0] = FILTER_NONE;
    if (row >= 0 && row < size) {
      for (let column = 0; column < size; column++) {
        if (!modules.get(row, column)) continue;
        const firstPixel = (column + MARGIN) * SCALE;
        for (let pixel = firstPixel; pixel < firstPixel + SCALE; pixel++) {
          const index = 1 + (pixel >> 3);
          line[index] = (line[index] ?? 0) & ~(0x80 >> (pixel & 7));
        }
      }
    }
    const firstLine = (row + MARGIN) * SCALE;
    line.copy(raw, firstLine * stride);
    for (let copy = 1; copy < SCALE; copy++) raw[(firstLine + copy) * stride] = FILTER_UP;
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    // A 4 KB window and less hash memory suit an image of about 8 KB: zlib sets up less per call.
    chunk("IDAT", deflateSync(raw, { level: 3, windowBits: 12, memLevel: 4 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export function drawQrPngBase64(text: string): string {
  return qrPng(text).toString("base64");
}
