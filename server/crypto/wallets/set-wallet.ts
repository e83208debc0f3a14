// Registers (or re-activates) a merchant's account key for a currency's chain. A key keeps its
// next index for good, so setting an old key again never re-issues an address.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { wallets } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { assets, type AssetCode } from "@/vocabulary/assets";
import type { WalletCurrencyInput } from "../schemas";
import { parseExtendedKey } from "./extended-key";
import { forgetTakenAhead } from "./address-reserve";
import { createIndexSequence } from "./index-sequence";
import { walletView, walletWithNextIndex } from "./list-wallets";

export async function setWallet(db: Database, params: { userId: number } & WalletCurrencyInput) {
  const chain = assets[params.currency as AssetCode].walletChain;
  const parsed = parseExtendedKey(chain, params.xpub);

  const wallet = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(wallets)
      .where(and(eq(wallets.chain, chain), eq(wallets.extendedKey, parsed.extendedKey)));
    if (existing && existing.userId !== params.userId) {
      // Two merchants on one key would be paid to each other's addresses.
      throw new AppError("conflict", "This extended key is already registered to another account.", {
        errors: [{ path: "xpub", message: "is registered to another account" }],
      });
    }
    await tx
      .update(wallets)
      .set({ active: false, updatedAt: new Date() })
      .where(
        and(
          eq(wallets.userId, params.userId),
          eq(wallets.chain, chain),
          eq(wallets.active, true),
          ne(wallets.extendedKey, parsed.extendedKey),
        ),
      );
    if (existing) {
      const [reactivated] = await tx
        .update(wallets)
        .set({ active: true, network: parsed.network, updatedAt: new Date() })
        .where(and(eq(wallets.id, existing.id), eq(wallets.userId, params.userId)))
        .returning(walletWithNextIndex());
      if (!reactivated) throw new Error("wallet update returned no row");
      return reactivated;
    }
    const [created] = await tx
      .insert(wallets)
      .values({ userId: params.userId, chain, network: parsed.network, extendedKey: parsed.extendedKey })
      .returning();
    if (!created) throw new Error("wallet insert returned no row");
    await createIndexSequence(tx, created.id);
    return { ...created, nextIndex: 0 };
  });
  // Another process's indices of the replaced key are refused by the invoice insert; this one's go now.
  forgetTakenAhead(db, { userId: params.userId, chain });

  return walletView(wallet);
}
