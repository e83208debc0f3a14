// The format of PONTE_ENCRYPTION_KEY (pure, read by the configuration's validation): 32 bytes
// written as 64 hex digits or as base64.
export function decodeEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, "base64");
  return bytes.length === 32 ? bytes : null;
}
