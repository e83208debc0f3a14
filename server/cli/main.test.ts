import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { resolveApiKey } from "@/server/auth/api-keys";
import { authenticate } from "@/server/users/manage-users";
import { main, parseFlags } from "./main";

const db = await getDb();

async function run(argv: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  const code = await main(argv, (line) => lines.push(line), { closeDatabase: false });
  spy.mockRestore();
  return { code, lines, errors: errors.join("\n") };
}

describe("ponte CLI", () => {
  it("parses --flag value, --flag=value and bare flags", () => {
    expect(parseFlags(["--email", "a@b.co", "--name=Ana Maria", "--on"])).toEqual({ email: "a@b.co", name: "Ana Maria", on: true });
  });

  it("creates a user who can then sign in, and a key that authenticates as that user", async () => {
    const created = await run(["user:create", "--email", "Cli@Example.com", "--password", "long enough pw", "--role", "operator"]);
    expect(created.code).toBe(0);
    expect(created.lines[0]).toMatch(/Created operator cli@example.com/);
    const user = await authenticate(db, { email: "cli@example.com", password: "long enough pw" });
    expect(user?.role).toBe("operator");

    const key = await run(["key:create", "--email", "cli@example.com", "--name", "deploy"]);
    expect(key.code).toBe(0);
    expect(key.lines).toHaveLength(1);
    expect(await resolveApiKey(db, key.lines[0] ?? "")).toEqual({ userId: user?.id, role: "operator" });
  });

  it("explains a bad flag and exits non-zero", async () => {
    const result = await run(["user:create", "--email", "not-an-email", "--password", "short"]);
    expect(result.code).toBe(1);
    expect(result.errors).toContain("--email");
    expect(result.errors).toContain("--password");
  });

  it("refuses a duplicate e-mail and an unknown role", async () => {
    await run(["user:create", "--email", "dup@example.com", "--password", "long enough pw"]);
    expect((await run(["user:create", "--email", "dup@example.com", "--password", "long enough pw"])).errors).toMatch(/already/);
    expect((await run(["user:create", "--email", "x@example.com", "--password", "long enough pw", "--role", "root"])).errors).toMatch(/--role/);
  });

  it("switches sandbox mode", async () => {
    await run(["user:create", "--email", "sand@example.com", "--password", "long enough pw"]);
    const result = await run(["sandbox:set", "--email", "sand@example.com", "--on"]);
    expect(result.lines[0]).toBe("Sandbox mode for sand@example.com is on.");
  });

  it("prints a command's flags with --help, without running it", async () => {
    const result = await run(["listen", "--help"]);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toMatch(/^Usage: npx ponte listen --forward-to URL/);
    expect(result.lines[0]).toMatch(/--after CURSOR {2,}start after this next_cursor/);
    expect(result.lines[0]).toContain("--from-start");
  });

  it("prints usage for an unknown command", async () => {
    const result = await run(["nope"]);
    expect(result.code).toBe(1);
    expect(result.errors).toContain("Usage: npx ponte");
  });
});
