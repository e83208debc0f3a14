// npx ponte wallet:set --email E --currency BTC|ETH|USDTBSC|USDTTRON|… --xpub KEY
import { eq } from "drizzle-orm";
import { users } from "@/db/schema";
import { walletCurrencyInput } from "@/server/crypto/schemas";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import type { CliCommand } from "../command";

export const command: CliCommand = {
  name: "wallet:set",
  usage: "wallet:set --email E --currency BTC|ETH|USDTBSC|USDTTRON|… --xpub KEY",
  summary: "Register the merchant's extended public key for a currency",
  run: async (args, io) => {
    const email = typeof args.email === "string" ? args.email.trim().toLowerCase() : "";
    if (!email) throw new Error("--email is required");
    const input = walletCurrencyInput.parse({ currency: args.currency, xpub: args.xpub });
    const db = await io.db();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user with e-mail ${email}`);
    const wallet = await setWallet(db, { userId: user.id, ...input });
    io.print(`${wallet.chain} wallet (${wallet.network}) set for ${wallet.currencies.join(", ")}; next index ${wallet.nextIndex}`);
    wallet.preview.forEach((address, index) => io.print(`  ${index}: ${address}`));
  },
};
