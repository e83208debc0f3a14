// What a session's payer may choose: PIX when the merchant has a PIX profile and the session is in
// BRL (PIX moves reais only), and every crypto asset that is offered here (its network watched, or a
// launch asset) on a chain the merchant has an active wallet for.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { wallets, type CheckoutSession } from "@/db/schema";
import { assets, networks, type AssetCode } from "@/vocabulary/assets";
import { offeredAssetCodes } from "@/server/crypto/chains/network-settings";
import { getPixProfile } from "@/server/pix/get-pix-profile";

export type CryptoRail = { code: AssetCode; name: string; symbol: string; network: string; networkName: string };
export type RailOptions = { pix: boolean; crypto: CryptoRail[] };

export const PIX_RAIL = "PIX";

export async function railOptions(db: Executor, session: Pick<CheckoutSession, "userId" | "currency">): Promise<RailOptions> {
  const [profile, activeWallets] = await Promise.all([
    getPixProfile(db, session.userId),
    db.select({ chain: wallets.chain }).from(wallets).where(and(eq(wallets.userId, session.userId), eq(wallets.active, true))),
  ]);
  const chains = new Set(activeWallets.map((wallet) => wallet.chain));
  const crypto = offeredAssetCodes()
    .filter((code) => chains.has(assets[code].walletChain))
    .map((code) => {
      const asset = assets[code];
      return { code, name: asset.name, symbol: asset.symbol, network: asset.network, networkName: networks[asset.network].name };
    });
  return { pix: profile !== null && session.currency === "BRL", crypto };
}
