// Secrets at rest (PSP credentials): AES-256-GCM under PONTE_ENCRYPTION_KEY. A sealed value names the
// key it was sealed with (the first bytes of the key's SHA-256), so after a rotation the previous key
// (PONTE_ENCRYPTION_KEY_PREVIOUS) still opens old rows until they are sealed again.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { decodeEncryptionKey } from "@/kernel/encryption-key";
import { env } from "@/kernel/env";
import { AppError } from "@/kernel/errors";

const VERSION = "v1";
const IV_BYTES = 12;

type Key = { id: string; bytes: Buffer };

function keyOf(text: string | undefined): Key | null {
  const bytes = text ? decodeEncryptionKey(text) : null;
  return bytes ? { id: createHash("sha256").update(bytes).digest("hex").slice(0, 8), bytes } : null;
}

/** The configured keys; tests pass their own. */
export type KeyTexts = { current?: string; previous?: string };
const configuredKeys = (): KeyTexts => ({ current: env.PONTE_ENCRYPTION_KEY, previous: env.PONTE_ENCRYPTION_KEY_PREVIOUS });

function currentKey(keys: KeyTexts): Key {
  const key = keyOf(keys.current);
  if (!key) {
    throw new AppError("unprocessable", "Saving PSP credentials needs PONTE_ENCRYPTION_KEY set on the server (see docs/operations.md).");
  }
  return key;
}

/** The key id a sealed value names. */
export const sealedKeyId = (sealed: string) => sealed.split(":")[1] ?? "";

/** Whether a sealed value is sealed with the current key (false: pix:reencrypt should seal it again). */
export const isSealedWithCurrentKey = (sealed: string, keys: KeyTexts = configuredKeys()) => sealedKeyId(sealed) === keyOf(keys.current)?.id;

/** `purpose` is bound to the ciphertext (GCM additional data): a value sealed for one row or field opens nowhere else. */
export function seal(plaintext: string, purpose: string, keys: KeyTexts = configuredKeys()): string {
  const key = currentKey(keys);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, key.id, iv.toString("base64"), cipher.getAuthTag().toString("base64"), ciphertext.toString("base64")].join(":");
}

export function open(sealed: string, purpose: string, keys: KeyTexts = configuredKeys()): string {
  const [version, keyId, iv, tag, ciphertext] = sealed.split(":");
  if (version !== VERSION || !keyId || !iv || !tag || ciphertext === undefined) throw new Error("not a sealed value");
  const key = [keyOf(keys.current), keyOf(keys.previous)].find((candidate) => candidate?.id === keyId);
  if (!key) {
    throw new AppError("unprocessable", "The stored PSP credentials were sealed with an encryption key this server does not have.");
  }
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64"));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString("utf8");
}
