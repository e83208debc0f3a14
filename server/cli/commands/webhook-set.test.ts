import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { getWebhookSettings } from "@/server/webhooks/get-webhook-settings";
import { command } from "./webhook-set";

const cliIo = () => {
  const lines: string[] = [];
  return { lines, io: { db: getDb, print: (line: string) => lines.push(line) } };
};

describe("webhook:set", () => {
  it("sets the URL and prints only the signing secret", async () => {
    const db = await getDb();
    const { actor } = await createUser(db, { email: "hooks-cli@example.com" });
    const { lines, io } = cliIo();
    await command.run({ email: "hooks-cli@example.com", url: "https://hooks.example.com/ponte" }, io);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(await getWebhookSettings(db, actor, { revealSecret: true })).toMatchObject({
      url: "https://hooks.example.com/ponte",
      secret: lines[0],
    });
  });

  it("refuses a URL that is not http(s) and an unknown e-mail", async () => {
    await createUser(await getDb(), { email: "hooks-cli-2@example.com" });
    await expect(command.run({ email: "hooks-cli-2@example.com", url: "file:///etc/passwd" }, cliIo().io)).rejects.toThrow(/http/);
    await expect(command.run({ email: "nobody@example.com", url: "https://hooks.example.com/" }, cliIo().io)).rejects.toThrow(/No user/);
  });
});
