/**
 * Rows of the copy-and-paste code box that show the whole PIX code without scrolling inside the
 * box: about 32 monospace characters fit a line on a 320 px phone, so wider screens only get some
 * spare room.
 */
export function pixCodeRows(code: string): number {
  return Math.min(12, Math.max(3, Math.ceil(code.length / 32)));
}
