import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { testAddresses, testKeys } from "@/server/testing/keys";
import { createUser } from "@/server/testing/fixtures";
import { command } from "./wallet-set";

async function run(args: Record<string, string | boolean>) {
  const db = await getDb();
  const lines: string[] = [];
  await command.run(args, { db: async () => db, print: (line) => lines.push(line) });
  return lines;
}

describe("wallet:set", () => {
  it("registers the key for the user and prints the first three addresses", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { email: "wallet-cli@example.com" });
    const lines = await run({ email: "Wallet-CLI@example.com", currency: "eth", xpub: testKeys.evmXpub });
    expect(lines[0]).toBe(
      "evm wallet (mainnet) set for ETH, USDTBSC, USDCBSC, USDTETH, USDCETH, USDTPOLYGON, USDCPOLYGON, USDTBASE, USDCBASE, USDTARB, USDCARB; next index 0",
    );
    expect(lines.slice(1, 3)).toEqual([`  0: ${testAddresses.evm[0]}`, `  1: ${testAddresses.evm[1]}`]);
    expect(lines).toHaveLength(4);
    expect(user.email).toBe("wallet-cli@example.com");
    const tron = await run({ email: "wallet-cli@example.com", currency: "usdttron", xpub: testKeys.tronXpub });
    expect(tron.slice(0, 3)).toEqual(["tron wallet (mainnet) set for USDTTRON; next index 0", `  0: ${testAddresses.tron[0]}`, `  1: ${testAddresses.tron[1]}`]);
  });

  it("refuses an unknown user, an unknown currency and an invalid key", async () => {
    await expect(run({ email: "nobody@example.com", currency: "BTC", xpub: testKeys.bitcoinZpub })).rejects.toThrow(/no user/);
    await expect(run({ email: "wallet-cli@example.com", currency: "DOGE", xpub: testKeys.bitcoinZpub })).rejects.toThrow();
    await expect(run({ email: "wallet-cli@example.com", currency: "BTC", xpub: "zpub-nope" })).rejects.toThrow(/extended/);
    await expect(run({ currency: "BTC", xpub: testKeys.bitcoinZpub })).rejects.toThrow(/--email/);
  });
});
