import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { walletAddresses, wallets } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { fillAddressPools } from "./address-pool";
import { allocateAddress } from "./allocate-address";
import { previewAddresses } from "./derive-address";
import { setWallet } from "./set-wallet";
import { randomAccountKey } from "@/server/testing/keys";

async function walletOf(db: Database, chain: "bitcoin" | "evm") {
  const { user } = await createUser(db);
  const xpub = randomAccountKey(chain);
  const view = await setWallet(db, { userId: user.id, currency: chain === "bitcoin" ? "BTC" : "ETH", xpub });
  return { userId: user.id, walletId: view.id, xpub };
}

const poolOf = (db: Database, walletId: number) =>
  db.select().from(walletAddresses).where(eq(walletAddresses.walletId, walletId)).orderBy(asc(walletAddresses.index));

const walletRow = async (db: Database, walletId: number) =>
  (await db.select().from(wallets).where(eq(wallets.id, walletId)))[0];

describe("address pool", () => {
  it("derives the pool ahead of the next index with the wallet's own addresses", async () => {
    const db = await getDb();
    const bitcoin = await walletOf(db, "bitcoin");
    const evm = await walletOf(db, "evm");
    await fillAddressPools(db, { poolSize: 6, maxDerivations: 10_000 });
    for (const [wallet, chain] of [[bitcoin, "bitcoin"], [evm, "evm"]] as const) {
      const pool = await poolOf(db, wallet.walletId);
      expect(pool.map((row) => row.index)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(pool.map((row) => row.address)).toEqual(previewAddresses(chain, wallet.xpub, 6));
      expect((await walletRow(db, wallet.walletId))?.pooledUntil).toBe(6);
    }
  });

  it("hands out pooled addresses in index order and tops the pool up past them, pruning the used ones", async () => {
    const db = await getDb();
    const wallet = await walletOf(db, "bitcoin");
    await fillAddressPools(db, { poolSize: 4, maxDerivations: 10_000 });
    const expected = previewAddresses("bitcoin", wallet.xpub, 7);
    const first = await allocateAddress(db, { userId: wallet.userId, chain: "bitcoin" });
    const second = await allocateAddress(db, { userId: wallet.userId, chain: "bitcoin" });
    expect([first, second]).toEqual([
      { walletId: wallet.walletId, index: 0, address: expected[0] },
      { walletId: wallet.walletId, index: 1, address: expected[1] },
    ]);
    await fillAddressPools(db, { poolSize: 4, maxDerivations: 10_000 });
    const pool = await poolOf(db, wallet.walletId);
    expect(pool.map((row) => row.index)).toEqual([2, 3, 4, 5]);
    expect(pool.map((row) => row.address)).toEqual(expected.slice(2, 6));
  });

  it("reads the address from the pool rather than deriving it", async () => {
    const db = await getDb();
    const wallet = await walletOf(db, "evm");
    await fillAddressPools(db, { poolSize: 2, maxDerivations: 10_000 });
    // A marked row shows which source the allocation used.
    await db
      .update(walletAddresses)
      .set({ address: "pooled-marker" })
      .where(and(eq(walletAddresses.walletId, wallet.walletId), eq(walletAddresses.index, 0)));
    expect((await allocateAddress(db, { userId: wallet.userId, chain: "evm" })).address).toBe("pooled-marker");
  });

  it("derives on the spot when the pool has run dry", async () => {
    const db = await getDb();
    const wallet = await walletOf(db, "evm");
    await fillAddressPools(db, { poolSize: 1, maxDerivations: 10_000 });
    const expected = previewAddresses("evm", wallet.xpub, 3);
    const allocated = [];
    for (let count = 0; count < 3; count++) allocated.push(await allocateAddress(db, { userId: wallet.userId, chain: "evm" }));
    expect(allocated.map((entry) => entry.address)).toEqual(expected);
  });

  it("stops at its derivation budget and carries on in the next run", async () => {
    const db = await getDb();
    // Other tests' wallets in this database may take part of the budget; give this one a pass first.
    await fillAddressPools(db, { poolSize: 10, maxDerivations: 100_000 });
    const wallet = await walletOf(db, "bitcoin");
    const first = await fillAddressPools(db, { poolSize: 10, maxDerivations: 3 });
    expect(first.derived).toBe(3);
    expect((await walletRow(db, wallet.walletId))?.pooledUntil).toBe(3);
    await fillAddressPools(db, { poolSize: 10, maxDerivations: 100 });
    expect((await poolOf(db, wallet.walletId)).map((row) => row.index)).toEqual(Array.from({ length: 10 }, (_unused, index) => index));
    const again = await fillAddressPools(db, { poolSize: 10, maxDerivations: 100 });
    expect(again).toEqual({ wallets: 0, derived: 0, pruned: 0 });
  });

  it("fills no pool for a replaced key and drops the one it had", async () => {
    const db = await getDb();
    const wallet = await walletOf(db, "bitcoin");
    await fillAddressPools(db, { poolSize: 3, maxDerivations: 10_000 });
    expect(await poolOf(db, wallet.walletId)).toHaveLength(3);
    await setWallet(db, { userId: wallet.userId, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    await fillAddressPools(db, { poolSize: 3, maxDerivations: 10_000 });
    expect(await poolOf(db, wallet.walletId)).toEqual([]);
    // Set again, the key gets its pool back from where its index stands.
    await setWallet(db, { userId: wallet.userId, currency: "BTC", xpub: wallet.xpub });
    await fillAddressPools(db, { poolSize: 3, maxDerivations: 10_000 });
    const pool = await poolOf(db, wallet.walletId);
    expect(pool.map((row) => row.index)).toEqual([0, 1, 2]);
    expect(pool.map((row) => row.address)).toEqual(previewAddresses("bitcoin", wallet.xpub, 3));
  });
});
