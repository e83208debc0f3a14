// The assets Ponte accepts: one row per pay currency. Adding an asset means adding a row here.
export type AssetCode = "BTC" | "ETH" | "USDTBSC";

export type Asset = {
  code: AssetCode;
  name: string;
  /** bitcoin or evm: which registered wallet derives the address. */
  walletChain: "bitcoin" | "evm";
  /** Network the watcher reads: bitcoin, ethereum or bsc. */
  network: "bitcoin" | "ethereum" | "bsc";
  /** Decimals of the base unit (satoshi 8, wei 18). */
  decimals: number;
  /** Decimals shown to payers; the amount due is rounded up to this precision. */
  displayDecimals: number;
  /** EVM chain id for EIP-681 URIs. */
  chainId?: number;
  /** ERC-20/BEP-20 contract for tokens; undefined for native coins. */
  tokenContract?: string;
};

export const assets: Record<AssetCode, Asset> = {
  BTC: { code: "BTC", name: "Bitcoin", walletChain: "bitcoin", network: "bitcoin", decimals: 8, displayDecimals: 8 },
  ETH: {
    code: "ETH",
    name: "Ether",
    walletChain: "evm",
    network: "ethereum",
    decimals: 18,
    displayDecimals: 8,
    chainId: 1,
  },
  USDTBSC: {
    code: "USDTBSC",
    name: "USDT (BNB Smart Chain, BEP-20)",
    walletChain: "evm",
    network: "bsc",
    decimals: 18,
    displayDecimals: 8,
    chainId: 56,
    tokenContract: "0x55d398326f99059fF775485246999027B3197955",
  },
};

export const assetCodes = Object.keys(assets) as AssetCode[];
/** The pay currencies one registered wallet serves (the EVM key serves ETH and USDTBSC). */
export const currenciesOnChain = (chain: Asset["walletChain"]) =>
  assetCodes.filter((code) => assets[code].walletChain === chain);
export const isAssetCode = (value: string): value is AssetCode => value in assets;
