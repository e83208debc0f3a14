// npx ponte pix:connect --email E --base-url U --token-url U --client-id I [--client-secret S]
//   [--cert FILE --key FILE | --pkcs12 FILE --pkcs12-password P] [--ca FILE] [--test]
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import { testPspConnection } from "@/server/pix/connection/test-psp-connection";
import type { CliCommand } from "../command";
import { optionalFlag, requireFlag } from "../flags";

/** The command-line option of each field, so an error names what the user typed. */
const options: Record<string, string> = {
  baseUrl: "base-url",
  tokenUrl: "token-url",
  clientId: "client-id",
  clientSecret: "client-secret",
  certificatePem: "cert",
  privateKeyPem: "key",
  pkcs12Base64: "pkcs12",
  pkcs12Password: "pkcs12-password",
  serverCaPem: "ca",
};

function fileFlag(args: Record<string, string | boolean>, name: string, as: "utf8" | "base64"): string | undefined {
  const file = optionalFlag(args, name);
  if (file === undefined) return undefined;
  try {
    return readFileSync(file).toString(as);
  } catch {
    throw new Error(`--${name}: cannot read the file ${file}`);
  }
}

export const command: CliCommand = {
  name: "pix:connect",
  usage:
    "pix:connect --email E --base-url U --token-url U --client-id I [--client-secret S] [--cert F --key F | --pkcs12 F --pkcs12-password P] [--ca F] [--test]",
  summary: "Connect a merchant's own PSP (API Pix with mutual TLS) and register the callback",
  run: async (args, io) => {
    const email = requireFlag(args, "email").trim().toLowerCase();
    const db = await io.db();
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user with e-mail ${email}`);
    const actor = { userId: user.id, role: user.role };
    try {
      const saved = await setPspConnection(db, actor, {
        baseUrl: optionalFlag(args, "base-url") ?? "",
        tokenUrl: optionalFlag(args, "token-url") ?? "",
        clientId: optionalFlag(args, "client-id") ?? "",
        clientSecret: optionalFlag(args, "client-secret"),
        certificatePem: fileFlag(args, "cert", "utf8"),
        privateKeyPem: fileFlag(args, "key", "utf8"),
        pkcs12Base64: fileFlag(args, "pkcs12", "base64"),
        pkcs12Password: optionalFlag(args, "pkcs12-password"),
        serverCaPem: fileFlag(args, "ca", "utf8"),
      });
      io.print(`PSP connection saved for ${email}: ${saved.baseUrl} as ${saved.clientId}, certificate ${saved.certificateKind}.`);
      io.print(`Callback at the PSP: ${saved.webhookStatus}${saved.webhookMessage ? ` (${saved.webhookMessage})` : ""}`);
    } catch (error) {
      if (error instanceof AppError && error.errors) {
        throw new Error(error.errors.map((issue) => `--${options[issue.path] ?? issue.path}: ${issue.message}`).join("\n"));
      }
      throw error;
    }
    if (args.test === true) {
      const check = await testPspConnection(db, actor);
      for (const step of check.steps) io.print(`${step.ok ? "ok" : "FAILED"} ${step.step}: ${step.detail}`);
      if (!check.ok) throw new Error("the connection test failed");
    }
  },
};
