import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import { createUser } from "@/server/testing/fixtures";
import { command } from "./pix-set";

const io = () => {
  const lines: string[] = [];
  return { lines, io: { db: getDb, print: (line: string) => lines.push(line) } };
};

describe("pix:set", () => {
  it("sets the profile with detected key and document types", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { email: "pix-cli@example.com" });
    const { lines, io: cliIo } = io();
    await command.run(
      { email: "pix-cli@example.com", key: "+55 11 98765-4321", name: "Loja CLI", city: "Recife", document: "529.982.247-25" },
      cliIo,
    );
    expect(await getPixProfile(db, user.id)).toMatchObject({
      keyType: "phone",
      key: "+5511987654321",
      legalName: "Loja CLI",
      document: "52998224725",
      documentType: "CPF",
      city: "Recife",
    });
    expect(lines[0]).toMatch(/PIX profile set: phone key \+5511987654321/);
  });

  it("names the option whose value is invalid and changes nothing", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { email: "pix-cli-bad@example.com" });
    const { io: cliIo } = io();
    await expect(
      command.run(
        { email: "pix-cli-bad@example.com", key: "not a key", name: "Loja", city: "Recife", document: "11.222.333/0001-80" },
        cliIo,
      ),
    ).rejects.toThrow(/--key: .*\n--document: /);
    expect(await getPixProfile(db, user.id)).toBeNull();
  });

  it("names the command-line option, not the profile field, for the legal name and the types", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { email: "pix-cli-names@example.com" });
    const { io: cliIo } = io();
    const run = command.run(
      {
        email: "pix-cli-names@example.com",
        key: "+5511987654321",
        "key-type": "pix",
        name: "L",
        city: "Recife",
        document: "529.982.247-25",
        "document-type": "RG",
      },
      cliIo,
    );
    await expect(run).rejects.toThrow(/--key-type: [^\n]*\n--name: [^\n]*\n--document-type: /);
    expect(await getPixProfile(db, user.id)).toBeNull();
  });
});
