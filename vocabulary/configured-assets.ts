// The asset table as this deployment runs it: assets.ts's rows, which name mainnet's contracts, with
// what the configuration overrides (USDTBSC_CONTRACT: a test chain's token), built once. Whatever
// names or watches a token's contract reads it here (payment URIs and QR codes, the hosted checkout,
// the watchers, the withdrawal address check), so a payer is shown the contract that is watched.
// assets.ts stays the table the dashboard's client code reads: it never sees the configuration.
import { getAddress } from "viem";
import { assetCodes, assets, isAssetCode, type Asset, type AssetCode } from "@/vocabulary/assets";
import { paymentUri } from "@/vocabulary/payment-uri";
import { env } from "@/kernel/env";

/** What a deployment may set apart from the table, per asset. */
export type AssetOverrides = Partial<Record<AssetCode, Partial<Pick<Asset, "tokenContract">>>>;

/** The table with the overrides applied; EVM contracts in their checksummed form. */
export function resolveAssets(overrides: AssetOverrides): Record<AssetCode, Asset> {
  const resolve = (asset: Asset): Asset => {
    const tokenContract = overrides[asset.code]?.tokenContract ?? asset.tokenContract;
    return { ...asset, tokenContract: tokenContract && asset.walletChain === "evm" ? getAddress(tokenContract) : tokenContract };
  };
  return Object.fromEntries(assetCodes.map((code) => [code, resolve(assets[code])])) as Record<AssetCode, Asset>;
}

export const configuredAssets = resolveAssets({ USDTBSC: { tokenContract: env.USDTBSC_CONTRACT } });

/** The asset as configured here: what payment URIs, QR codes and checkout views are built from. */
export const configuredAsset = (code: AssetCode): Asset => configuredAssets[code];

/** The token contract payers are shown and the watchers read; null for a chain's native coin. */
export const contractOf = (code: AssetCode): string | null => configuredAssets[code].tokenContract ?? null;

/** The wallet URI of the send that pays a withdrawal: exactly its amount to its address, on the contract watched. */
export function sendUri(params: { payCurrency: string; address: string; amountBase: bigint }): string | null {
  if (!isAssetCode(params.payCurrency)) return null;
  return paymentUri({ asset: configuredAsset(params.payCurrency), address: params.address, amountBase: params.amountBase });
}
