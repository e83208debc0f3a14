import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeEncryptionKey } from "./encryption-key";
import { isSealedWithCurrentKey, open, seal } from "./secret-box";

const oldKey = randomBytes(32).toString("hex");
const newKey = randomBytes(32).toString("base64");

describe("secret box", () => {
  it("reads keys as 64 hex digits or base64 of 32 bytes, nothing else", () => {
    expect(decodeEncryptionKey(oldKey)?.length).toBe(32);
    expect(decodeEncryptionKey(newKey)?.length).toBe(32);
    expect(decodeEncryptionKey("too-short")).toBeNull();
    expect(decodeEncryptionKey(randomBytes(16).toString("base64"))).toBeNull();
  });

  it("seals with a fresh IV each time and opens only for the same purpose", () => {
    const keys = { current: oldKey };
    const first = seal("client-secret", "row:1", keys);
    expect(seal("client-secret", "row:1", keys)).not.toBe(first);
    expect(first).not.toContain("client-secret");
    expect(open(first, "row:1", keys)).toBe("client-secret");
    expect(() => open(first, "row:2", keys)).toThrow();
    const [version, keyId, iv, tag, ciphertext] = first.split(":");
    const bytes = Buffer.from(ciphertext ?? "", "base64");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = [version, keyId, iv, tag, bytes.toString("base64")].join(":");
    expect(() => open(tampered, "row:1", keys)).toThrow();
  });

  it("opens values of the previous key after a rotation and tells which need sealing again", () => {
    const sealedBefore = seal("pem", "row:1", { current: oldKey });
    const rotated = { current: newKey, previous: oldKey };
    expect(open(sealedBefore, "row:1", rotated)).toBe("pem");
    expect(isSealedWithCurrentKey(sealedBefore, rotated)).toBe(false);
    const resealed = seal(open(sealedBefore, "row:1", rotated), "row:1", rotated);
    expect(isSealedWithCurrentKey(resealed, rotated)).toBe(true);
    expect(() => open(sealedBefore, "row:1", { current: newKey })).toThrow(/encryption key this server does not have/);
  });
});
