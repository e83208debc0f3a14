import { roleEnum } from "@/db/schema";
import { createUser } from "@/server/users/create-user";
import type { CliCommand } from "../command";
import { optionalFlag, requireFlag } from "../flags";

export const command: CliCommand = {
  name: "user:create",
  usage: "user:create --email E --password P [--role merchant|operator|admin] [--name N]",
  summary: "Create a user",
  async run(args, io) {
    const role = optionalFlag(args, "role") ?? "merchant";
    if (!(roleEnum.enumValues as readonly string[]).includes(role)) {
      throw new Error(`--role must be one of ${roleEnum.enumValues.join(", ")}.`);
    }
    const email = requireFlag(args, "email");
    const user = await createUser(await io.db(), "system", {
      email,
      password: requireFlag(args, "password"),
      name: optionalFlag(args, "name") ?? email.split("@")[0] ?? email,
      role: role as (typeof roleEnum.enumValues)[number],
    });
    io.print(`Created ${user.role} ${user.email} (id ${user.id}).`);
  },
};
