import { findUserByEmail, setSandbox } from "@/server/users/manage-users";
import type { CliCommand } from "../command";
import { requireFlag } from "../flags";

export const command: CliCommand = {
  name: "sandbox:set",
  usage: "sandbox:set --email E --on|--off",
  summary: "Switch a merchant's sandbox mode",
  async run(args, io) {
    if (Boolean(args.on) === Boolean(args.off)) throw new Error("Pass exactly one of --on or --off.");
    const db = await io.db();
    const email = requireFlag(args, "email");
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No user with e-mail ${email}.`);
    const updated = await setSandbox(db, "system", { userId: user.id, sandbox: Boolean(args.on) });
    io.print(`Sandbox mode for ${updated.email} is ${updated.sandbox ? "on" : "off"}.`);
  },
};
