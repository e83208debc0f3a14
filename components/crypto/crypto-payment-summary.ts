// What the New payment page shows of a created crypto payment beyond its figures (those are
// formatted by kernel/format.ts): the network warning's name.
import { assets, isAssetCode } from "@/vocabulary/assets";

/** The name of the one network a token travels on; null for a native coin, which needs no warning. */
export function tokenNetworkName(payCurrency: string): string | null {
  if (!isAssetCode(payCurrency)) return null;
  const asset = assets[payCurrency];
  return asset.tokenContract ? asset.name : null;
}
