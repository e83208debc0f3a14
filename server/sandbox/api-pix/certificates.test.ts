import { X509Certificate } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCertificateAuthority } from "./certificates";
import { SANDBOX_VALIDITY_DAYS } from "@/server/sandbox/sandbox-psp";

const DAY_MS = 86_400_000;
const daysValid = (pem: string) => Math.round((Date.parse(new X509Certificate(pem).validTo) - Date.now()) / DAY_MS);

describe("the simulator's certificates", () => {
  let scratch: string;
  let previousTmpdir: string | undefined;

  beforeEach(() => {
    // openssl's files go under the temporary directory: a private one shows what is left behind.
    scratch = mkdtempSync(path.join(tmpdir(), "ponte-certificates-test-"));
    previousTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
  });

  afterEach(() => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    rmSync(scratch, { recursive: true, force: true });
  });

  it("are valid for the days asked, the sandbox's for ten years", () => {
    const sandbox = createCertificateAuthority("Sandbox", { validityDays: SANDBOX_VALIDITY_DAYS });
    const client = sandbox.issueClient("merchant");
    expect(SANDBOX_VALIDITY_DAYS).toBe(3650);
    for (const pem of [sandbox.cert, sandbox.server.cert, client.cert]) expect(daysValid(pem)).toBe(3650);
    expect(daysValid(createCertificateAuthority("Test").cert)).toBe(2);
  });

  it("issues distinct client certificates that chain to the CA, and leaves no file behind", () => {
    const authority = createCertificateAuthority("Leaves nothing", { validityDays: 30 });
    const first = authority.issueClient("first");
    const second = authority.issueClient("second");
    expect(first.pkcs12("secret").length).toBeGreaterThan(0);
    const ca = new X509Certificate(authority.cert);
    for (const pem of [first.cert, second.cert, authority.server.cert]) expect(new X509Certificate(pem).verify(ca.publicKey)).toBe(true);
    expect(new X509Certificate(first.cert).serialNumber).not.toBe(new X509Certificate(second.cert).serialNumber);
    expect(readdirSync(scratch)).toEqual([]);
  });
});
