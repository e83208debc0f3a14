import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiPixSimulator, type ApiPixSimulator } from "@/server/sandbox/api-pix/api-pix-simulator";
import { createCertificateAuthority } from "@/server/testing/certificates";
import { createUser } from "@/server/testing/fixtures";
import { command } from "./pix-connect";

let psp: ApiPixSimulator;
const dir = mkdtempSync(path.join(tmpdir(), "ponte-pix-connect-"));
const file = (name: string, content: string | Buffer) => {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
};

beforeAll(async () => {
  const ca = createCertificateAuthority("CLI PSP CA");
  psp = await startApiPixSimulator({ tls: { ...ca.server, clientCa: ca.cert } });
  const client = ca.issueClient("ponte-cli");
  file("ca.pem", ca.cert);
  file("client.p12", client.pkcs12("cli-pass"));
});

afterAll(() => psp.close());

const run = async (args: Record<string, string | boolean>) => {
  const lines: string[] = [];
  await command.run(args, { db: getDb, print: (line) => lines.push(line) });
  return lines;
};

describe("pix:connect", () => {
  it("saves a PKCS#12 connection, registers the callback and tests it", async () => {
    const db = await getDb();
    const { actor } = await createUser(db, { email: "pix-connect@example.com" });
    await setPixProfile(db, actor, { key: "cli@example.com", legalName: "Loja CLI", document: "52998224725", city: "Recife" });
    const lines = await run({
      email: "pix-connect@example.com",
      "base-url": psp.baseUrl,
      "token-url": psp.tokenUrl,
      "client-id": "ponte-client",
      "client-secret": "ponte-secret",
      pkcs12: path.join(dir, "client.p12"),
      "pkcs12-password": "cli-pass",
      ca: path.join(dir, "ca.pem"),
      test: true,
    });
    expect(lines[0]).toContain("certificate pkcs12");
    expect(lines[1]).toMatch(/^Callback at the PSP: registered/);
    expect(lines.slice(2)).toEqual([expect.stringMatching(/^ok token/), expect.stringMatching(/^ok charges/), expect.stringMatching(/^ok webhook/)]);
    expect(psp.webhooks.get("cli@example.com")).toMatch(/\/api\/pix\/webhook\//);
  });

  it("names the option that is wrong", async () => {
    const db = await getDb();
    await createUser(db, { email: "pix-connect-bad@example.com" });
    await expect(run({ email: "pix-connect-bad@example.com", "base-url": "not a url", "token-url": psp.tokenUrl, "client-id": "x", "client-secret": "y" })).rejects.toThrow(
      /--base-url: /,
    );
  });
});
