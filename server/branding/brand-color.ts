// The store's brand colour on the checkout: a validated hex colour and the text colour that stays
// readable on it (WCAG 2 contrast), so any colour a merchant picks keeps the page accessible.

/** "#1a2b3c" or "#abc", any case. */
export const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC" → "#aabbcc"; a colour the pattern refuses is the caller's bug. */
export function normalizeHexColor(color: string): string {
  const hex = color.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex}`;
}

function channels(color: string): [number, number, number] {
  const hex = normalizeHexColor(color).slice(1);
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const [red, green, blue] = channels(color).map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const LIGHT_TEXT = "#ffffff";
/** Black, not the body's slate: only pure black and white keep 4.5:1 on every mid-tone. */
export const DARK_TEXT = "#000000";

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * White text on the brand colour when it reads at AA (how most brands expect their buttons), black
 * otherwise: a colour too light for white is at least 4.6:1 with black, so every colour passes.
 */
export function textColorOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= MIN_TEXT_CONTRAST ? LIGHT_TEXT : DARK_TEXT;
}
