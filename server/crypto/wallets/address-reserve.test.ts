import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { env } from "@/kernel/env";
import { createUser } from "@/server/testing/fixtures";
import { takeAddress } from "./address-reserve";
import { previewAddresses } from "./derive-address";
import { listWallets } from "./list-wallets";
import { setWallet } from "./set-wallet";
import { randomAccountKey } from "@/server/testing/keys";

async function merchantWithWallet(db: Database) {
  const merchant = await createUser(db);
  const xpub = randomAccountKey("bitcoin");
  const wallet = await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub });
  return { ...merchant, xpub, walletId: wallet.id, params: { userId: merchant.user.id, chain: "bitcoin" as const } };
}

async function nextIndexOf(db: Database, merchant: Awaited<ReturnType<typeof merchantWithWallet>>) {
  const [wallet] = (await listWallets(db, merchant.actor)).filter((entry) => entry.chain === "bitcoin");
  return wallet?.nextIndex;
}

/** A clock for a burst: every take at the same millisecond, as under load. */
const frozen = () => 1_000_000;

describe("takeAddress", () => {
  it("takes nothing ahead at a low rate: each call takes its own index", async () => {
    const db = await getDb();
    const merchant = await merchantWithWallet(db);
    let now = 0;
    const everyTwoSeconds = () => (now += 2_000);
    const taken = [];
    for (let count = 0; count < 5; count++) taken.push(await takeAddress(db, merchant.params, everyTwoSeconds));
    expect(taken.map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4]);
    expect(taken.map((entry) => entry.address)).toEqual(previewAddresses("bitcoin", merchant.xpub, 5));
    expect(await nextIndexOf(db, merchant)).toBe(5);
  });

  it("takes indices ahead in a burst and hands each out once, in order, with its own address", async () => {
    const db = await getDb();
    const merchant = await merchantWithWallet(db);
    const taken = [];
    for (let count = 0; count < 300; count++) taken.push(await takeAddress(db, merchant.params, frozen));
    expect(taken.map((entry) => entry.index)).toEqual(Array.from({ length: 300 }, (_unused, index) => index));
    expect(taken.every((entry) => entry.walletId === merchant.walletId)).toBe(true);
    const addresses = previewAddresses("bitcoin", merchant.xpub, 300);
    expect(taken.map((entry) => entry.address)).toEqual(addresses);
    // Some were taken ahead (fewer statements than calls), never more than the configured bound.
    const nextIndex = await nextIndexOf(db, merchant);
    expect(nextIndex).toBeGreaterThan(300);
    expect(nextIndex).toBeLessThanOrEqual(300 + env.ADDRESS_TAKE_AHEAD_MAX);
  });

  it("never gives two concurrent callers the same index", async () => {
    const db = await getDb();
    const merchant = await merchantWithWallet(db);
    const taken = await Promise.all(Array.from({ length: 200 }, () => takeAddress(db, merchant.params, frozen)));
    const indices = taken.map((entry) => entry.index);
    expect(new Set(indices).size).toBe(200);
    expect(new Set(taken.map((entry) => entry.address)).size).toBe(200);
    expect(Math.max(...indices)).toBeLessThan((await nextIndexOf(db, merchant)) ?? 0);
  });

  it("drops what it took ahead when the merchant replaces the wallet", async () => {
    const db = await getDb();
    const merchant = await merchantWithWallet(db);
    for (let count = 0; count < 100; count++) await takeAddress(db, merchant.params, frozen);
    expect(await nextIndexOf(db, merchant)).toBeGreaterThan(100);
    const replacement = randomAccountKey("bitcoin");
    const wallet = await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: replacement });
    const next = await takeAddress(db, merchant.params, frozen);
    expect(next).toEqual({ walletId: wallet.id, index: 0, address: previewAddresses("bitcoin", replacement, 1)[0] });
  });

  it("answers wallet_not_configured without a wallet", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    await expect(takeAddress(db, { userId: user.id, chain: "evm" }, frozen)).rejects.toMatchObject({ code: "wallet_not_configured" });
  });
});
