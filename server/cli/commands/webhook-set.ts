// npx ponte webhook:set --email E --url URL: sets the merchant's webhook URL (same SSRF rules as the
// dashboard) and prints only the signing secret, so scripts can capture it.
import { findUserByEmail } from "@/server/users/manage-users";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import type { CliCommand } from "../command";
import { requireFlag } from "../flags";

export const command: CliCommand = {
  name: "webhook:set",
  usage: "webhook:set --email E --url URL",
  summary: "Set the merchant's webhook URL and print its signing secret",
  async run(args, io) {
    const db = await io.db();
    const email = requireFlag(args, "email");
    const url = requireFlag(args, "url");
    const user = await findUserByEmail(db, email);
    if (!user) throw new Error(`No user with e-mail ${email}.`);
    const endpoint = await setWebhookEndpoint(db, { userId: user.id, role: user.role }, { url });
    io.print(endpoint.secret);
  },
};
