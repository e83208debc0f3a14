import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { wallets } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { createUser } from "@/server/testing/fixtures";
import { listWallets } from "./list-wallets";
import { allocateAddress } from "./allocate-address";
import { setNextIndex } from "./index-sequence";
import { setWallet } from "./set-wallet";
import { randomAccountKey, testAddresses, testKeys } from "@/server/testing/keys";

const appErrorCode = (error: unknown) => (error instanceof AppError ? error.code : undefined);

describe("setWallet", () => {
  it("registers a key and previews its first three receive addresses", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const wallet = await setWallet(db, { userId: user.id, currency: "BTC", xpub: ` ${testKeys.bitcoinZpub} ` });
    expect(wallet).toMatchObject({ chain: "bitcoin", network: "mainnet", nextIndex: 0, currencies: ["BTC"] });
    expect(wallet.preview.slice(0, 2)).toEqual(testAddresses.bitcoin);
    expect(wallet.preview).toHaveLength(3);
    const evm = await setWallet(db, { userId: user.id, currency: "USDTBSC", xpub: testKeys.evmXpub });
    expect(evm.currencies).toEqual(expect.arrayContaining(["ETH", "USDTBSC", "USDTETH", "USDCBASE", "USDTARB", "USDCPOLYGON"]));
    expect(evm.currencies).not.toContain("USDTTRON");
    expect(evm.preview[0]).toBe(testAddresses.evm[0]);
    const tron = await setWallet(db, { userId: user.id, currency: "USDTTRON", xpub: testKeys.tronXpub });
    expect(tron).toMatchObject({ chain: "tron", currencies: ["USDTTRON"] });
    expect(tron.preview.slice(0, 2)).toEqual(testAddresses.tron);
    expect((await listWallets(db, actor)).map((entry) => entry.chain)).toEqual(["bitcoin", "evm", "tron"]);
  });

  it("replaces the active key and keeps an old key's next index when it comes back", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const first = randomAccountKey("bitcoin");
    const second = randomAccountKey("bitcoin");
    const created = await setWallet(db, { userId: user.id, currency: "BTC", xpub: first });
    await setNextIndex(db, created.id, 7);
    await setWallet(db, { userId: user.id, currency: "BTC", xpub: second });
    const active = await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, user.id), eq(wallets.active, true)));
    expect(active.map((row) => row.extendedKey)).toEqual([second]);
    // Invoices on the second key take its indices and leave the first key's alone.
    await allocateAddress(db, { userId: user.id, chain: "bitcoin" });
    await allocateAddress(db, { userId: user.id, chain: "bitcoin" });
    const back = await setWallet(db, { userId: user.id, currency: "BTC", xpub: first });
    expect(back.nextIndex).toBe(7);
    expect((await allocateAddress(db, { userId: user.id, chain: "bitcoin" })).index).toBe(7);
    const again = await setWallet(db, { userId: user.id, currency: "BTC", xpub: second });
    expect(again.nextIndex).toBe(2);
  });

  it("refuses a key registered to another merchant", async () => {
    const db = await getDb();
    const key = randomAccountKey("evm");
    const owner = await createUser(db);
    const other = await createUser(db);
    await setWallet(db, { userId: owner.user.id, currency: "ETH", xpub: key });
    await expect(setWallet(db, { userId: other.user.id, currency: "ETH", xpub: key })).rejects.toSatisfy(
      (error: unknown) => appErrorCode(error) === "conflict",
    );
  });

  it("refuses an invalid key naming the xpub field", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const error = await setWallet(db, { userId: user.id, currency: "BTC", xpub: "zpub-not-a-key" }).catch((caught: unknown) => caught);
    expect(appErrorCode(error)).toBe("invalid_input");
    expect((error as AppError).errors?.[0]?.path).toBe("xpub");
  });
});
