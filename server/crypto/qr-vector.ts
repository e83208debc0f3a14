// QR codes for the checkout pages as one SVG path, drawn inline in the page's HTML: the symbol
// paints with the text in the first frame, with no image to decode, and stays sharp at any size.
// The API's qr_code field stays the PNG of ./qr-image; both draw the same symbol.
import { MARGIN, qrModules } from "./qr-image";

/** A QR symbol for an SVG: `viewBox="0 0 size size"`, its dark modules stroked along `path`. */
export type QrVector = { size: number; path: string };

/**
 * The open checkouts poll their view every few seconds and each view draws its QR: the symbols of
 * the payments open now are kept, the least recently shown leaving first.
 */
const KEPT_SYMBOLS = 2_000;
const kept = new Map<string, QrVector>();

/**
 * Each run of dark modules in a row is one horizontal stroke one module wide, drawn through the
 * row's middle: "M2 2.5h3m2 0h1" is three dark modules, a gap of two, one more.
 */
function draw(text: string): QrVector {
  const modules = qrModules(text);
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let pen = -1; // the column the last stroke ended at, in symbol columns; -1: none in this row yet
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(pen < 0 ? `M${start + MARGIN} ${row + MARGIN + 0.5}` : `m${start - pen} 0`, `h${column - start}`);
      pen = column;
    }
  }
  return { size: modules.size + 2 * MARGIN, path: parts.join("") };
}

/** The QR symbol of `text` as an SVG path (see QrVector). */
export function qrVector(text: string): QrVector {
  const known = kept.get(text);
  if (known) {
    kept.delete(text);
    kept.set(text, known);
    return known;
  }
  const vector = draw(text);
  kept.set(text, vector);
  if (kept.size > KEPT_SYMBOLS) kept.delete(kept.keys().next().value as string);
  return vector;
}
