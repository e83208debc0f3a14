import { createApiKey } from "@/server/auth/api-keys";
import { findUserByEmail } from "@/server/users/manage-users";
import type { CliCommand } from "../command";
import { optionalFlag, requireFlag } from "../flags";

export const command: CliCommand = {
  name: "key:create",
  usage: "key:create --email E [--name N]",
  summary: "Create an API key and print only the token",
  async run(args, io) {
    const db = await io.db();
    const email = requireFlag(args, "email");
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No user with e-mail ${email}.`);
    const key = await createApiKey(db, { userId: user.id, name: optionalFlag(args, "name") ?? "CLI key" });
    io.print(key.token);
  },
};
