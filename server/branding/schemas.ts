// The one contract of the Checkout settings (the dashboard's form and its procedure): every field
// may be left blank, which clears it.
import { z } from "zod";
import { hexColorPattern, normalizeHexColor } from "./brand-color";

/** An uploaded logo stays small: it travels inside one 64 KiB request and is stored in the database. */
export const MAX_LOGO_BYTES = 32 * 1024;

/** A trimmed text; blank becomes null (cleared), anything else must pass `rule`. */
const blankable = <Output>(rule: z.ZodType<Output, string>) =>
  z
    .string("must be a string")
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(rule.nullable());

export const checkoutBrandingInput = z.object({
  displayName: blankable(z.string().max(80, "must be at most 80 characters")),
  logoUrl: blankable(
    z
      .string()
      .max(2000, "must be at most 2000 characters")
      .pipe(z.url({ protocol: /^https$/, message: "must be an https:// address" })),
  ),
  /** Base64 of a PNG, JPEG or WebP file; absent keeps the stored one. */
  logoUpload: z.string("must be base64 text").max(Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 4, "must be at most 32 KiB").optional(),
  removeLogo: z.boolean().default(false),
  brandColor: blankable(
    z.string().regex(hexColorPattern, "must be a hex colour such as #0b875f").transform(normalizeHexColor),
  ),
  supportEmail: blankable(z.string().max(254, "must be at most 254 characters").pipe(z.email("must be a valid e-mail address"))),
  /** Any usual spelling of an international number: "+55 (11) 91234-5678" is kept as "5511912345678". */
  supportWhatsapp: blankable(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, "must be a phone number with its country code, such as +55 11 91234-5678")
      .transform((value) => value.replace(/\D/g, ""))
      .pipe(z.string().regex(/^[1-9]\d{9,14}$/, "must have 10 to 15 digits, country code first")),
  ),
});
export type CheckoutBrandingValues = z.output<typeof checkoutBrandingInput>;

const imageSignatures: { contentType: string; matches: (bytes: Buffer) => boolean }[] = [
  { contentType: "image/png", matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: "image/jpeg", matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  {
    contentType: "image/webp",
    matches: (bytes) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/**
 * The uploaded logo's bytes and type, told by its first bytes rather than by what the browser said:
 * only raster images are served back (an SVG could carry script).
 */
export function readLogoUpload(base64: string): { image: Buffer; contentType: string } | { error: string } {
  const text = base64.replace(/^data:[^,]*,/, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return { error: "must be base64 text" };
  const image = Buffer.from(text, "base64");
  if (image.length === 0) return { error: "is empty" };
  if (image.length > MAX_LOGO_BYTES) return { error: "must be at most 32 KiB" };
  const signature = imageSignatures.find((candidate) => candidate.matches(image));
  if (!signature) return { error: "must be a PNG, JPEG or WebP image" };
  return { image, contentType: signature.contentType };
}
