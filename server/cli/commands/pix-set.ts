// npx ponte pix:set --email E --key K --name N --city C --document D [--key-type T] [--document-type CPF|CNPJ]
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { formatDocument, type DocumentType } from "@/server/pix/documents";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import type { CliArgs, CliCommand } from "../command";

const text = (args: CliArgs, name: string) => (typeof args[name] === "string" ? (args[name] as string) : undefined);

/** The command-line option of each profile field, so an error names what the user typed. */
const options: Record<string, string> = {
  key: "key",
  keyType: "key-type",
  legalName: "name",
  document: "document",
  documentType: "document-type",
  city: "city",
};

export const command: CliCommand = {
  name: "pix:set",
  usage: "pix:set --email E --key K --name N --city C --document D [--key-type cpf|cnpj|email|phone|evp] [--document-type CPF|CNPJ]",
  summary: "Set the merchant's PIX receiver profile",
  run: async (args, io) => {
    const email = text(args, "email")?.trim().toLowerCase();
    if (!email) throw new Error("--email is required");
    const db = await io.db();
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user with e-mail ${email}`);
    try {
      const profile = await setPixProfile(
        db,
        { userId: user.id, role: user.role },
        {
          key: text(args, "key") ?? "",
          keyType: text(args, "key-type"),
          legalName: text(args, "name") ?? "",
          document: text(args, "document") ?? "",
          documentType: text(args, "document-type")?.toUpperCase(),
          city: text(args, "city") ?? "",
        },
      );
      io.print(
        `PIX profile set: ${profile.keyType} key ${profile.key}, ${profile.legalName} ` +
          `(${profile.documentType} ${formatDocument(profile.documentType as DocumentType, profile.document)}), ${profile.city}`,
      );
    } catch (error) {
      // The CLI user needs each field's problem, not the bare "invalid input".
      if (error instanceof AppError && error.errors) {
        throw new Error(error.errors.map((issue) => `--${options[issue.path] ?? issue.path}: ${issue.message}`).join("\n"));
      }
      throw error;
    }
  },
};
