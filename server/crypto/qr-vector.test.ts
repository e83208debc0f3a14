import { describe, expect, it } from "vitest";
import { MARGIN, qrModules } from "./qr-image";
import { qrVector } from "./qr-vector";

/** The modules a path strokes, read back: "row,column" of each, in symbol coordinates. */
function strokedModules(path: string): Set<string> {
  const stroked = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, first, second] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(first), Number(second)];
    else if (command === "m") [x, y] = [x + Number(first), y + Number(second)];
    else {
      for (let column = x; column < x + Number(first); column++) stroked.add(`${y - 0.5 - MARGIN},${column - MARGIN}`);
      x += Number(first);
    }
  }
  return stroked;
}

describe("qrVector", () => {
  it("strokes exactly the dark modules of the symbol, inside its quiet zone", () => {
    const text = "bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00123456";
    const modules = qrModules(text);
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) if (modules.get(row, column)) dark.add(`${row},${column}`);
    }
    const vector = qrVector(text);
    expect(vector.size).toBe(modules.size + 2 * MARGIN);
    expect(strokedModules(vector.path)).toEqual(dark);
  });

  it("draws a PIX code and gives the same symbol for the same text", () => {
    const emv = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(qrVector(emv)).toEqual(qrVector(emv));
    expect(qrVector(emv).path).not.toBe(qrVector(`${emv} `).path);
  });
});
