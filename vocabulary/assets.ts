// The assets Ponte accepts: one row per pay currency, and the networks that carry them. Adding an
// asset means adding a row here. Codes follow the specification's USDTBSC: token, then network.
import { FIAT_DECIMALS } from "@/kernel/money";

export type WalletChain = "bitcoin" | "evm" | "tron";
export type Network = "bitcoin" | "ethereum" | "bsc" | "polygon" | "base" | "arbitrum" | "tron";
export type EvmNetwork = "ethereum" | "bsc" | "polygon" | "base" | "arbitrum";

export type NetworkInfo = {
  /** As payers and merchants know it. */
  name: string;
  /** Which registered key derives addresses on it. */
  walletChain: WalletChain;
  /** EVM chain id, for EIP-681 URIs and to check that an RPC node serves this chain. */
  chainId?: number;
  /** The token standard wallets name beside the network (ERC-20, BEP-20, TRC-20). */
  tokenStandard?: string;
  /** The coin the network charges its fees in: a payer of a token needs some. */
  feeCoin: string;
};

export const networks: Record<Network, NetworkInfo> = {
  bitcoin: { name: "Bitcoin", walletChain: "bitcoin", feeCoin: "BTC" },
  ethereum: { name: "Ethereum", walletChain: "evm", chainId: 1, tokenStandard: "ERC-20", feeCoin: "ETH" },
  bsc: { name: "BNB Smart Chain", walletChain: "evm", chainId: 56, tokenStandard: "BEP-20", feeCoin: "BNB" },
  polygon: { name: "Polygon PoS", walletChain: "evm", chainId: 137, tokenStandard: "ERC-20", feeCoin: "POL" },
  base: { name: "Base", walletChain: "evm", chainId: 8453, tokenStandard: "ERC-20", feeCoin: "ETH" },
  arbitrum: { name: "Arbitrum One", walletChain: "evm", chainId: 42161, tokenStandard: "ERC-20", feeCoin: "ETH" },
  tron: { name: "TRON", walletChain: "tron", tokenStandard: "TRC-20", feeCoin: "TRX" },
};

export const networkNames = Object.keys(networks) as Network[];
export const evmNetworks = networkNames.filter((network) => networks[network].walletChain === "evm") as EvmNetwork[];

export type AssetCode =
  | "BTC"
  | "ETH"
  | "USDTBSC"
  | "USDCBSC"
  | "USDTETH"
  | "USDCETH"
  | "USDTPOLYGON"
  | "USDCPOLYGON"
  | "USDTBASE"
  | "USDCBASE"
  | "USDTARB"
  | "USDCARB"
  | "USDTTRON";

export type Asset = {
  code: AssetCode;
  name: string;
  /** What a payer's wallet calls it, on any network (USDT, USDC, BTC, ETH). */
  symbol: string;
  /** bitcoin, evm or tron: which registered wallet derives the address. */
  walletChain: WalletChain;
  /** Network the watcher reads. */
  network: Network;
  /** Decimals of the base unit (satoshi 8, wei 18; USDT 6 on most networks, 18 on BSC). */
  decimals: number;
  /** Decimals shown to payers; the amount due is rounded up to this precision. */
  displayDecimals: number;
  /** EVM chain id for EIP-681 URIs. */
  chainId?: number;
  /**
   * Token contract on mainnet (EVM hex, TRON base58); undefined for native coins. A deployment may
   * watch another: the server reads contracts through configured-assets.ts.
   */
  tokenContract?: string;
  /**
   * Offered even where its network is not watched (the launch assets, as before: sandbox and demo
   * merchants use them without a node). Every later asset is offered only once its network is.
   */
  offeredUnwatched?: boolean;
};

function stablecoin(params: { code: AssetCode; symbol: "USDT" | "USDC"; network: Network; contract: string; decimals: number }): Asset {
  const network = networks[params.network];
  return {
    code: params.code,
    name: `${params.symbol} (${network.name}${network.tokenStandard ? `, ${network.tokenStandard}` : ""})`,
    symbol: params.symbol,
    walletChain: network.walletChain,
    network: params.network,
    decimals: params.decimals,
    displayDecimals: Math.min(params.decimals, 6),
    chainId: network.chainId,
    tokenContract: params.contract,
  };
}

export const assets: Record<AssetCode, Asset> = {
  BTC: {
    code: "BTC",
    name: "Bitcoin",
    symbol: "BTC",
    walletChain: "bitcoin",
    network: "bitcoin",
    decimals: 8,
    displayDecimals: 8,
    offeredUnwatched: true,
  },
  ETH: {
    code: "ETH",
    name: "Ether",
    symbol: "ETH",
    walletChain: "evm",
    network: "ethereum",
    decimals: 18,
    displayDecimals: 8,
    chainId: 1,
    offeredUnwatched: true,
  },
  USDTBSC: {
    code: "USDTBSC",
    name: "USDT (BNB Smart Chain, BEP-20)",
    symbol: "USDT",
    walletChain: "evm",
    network: "bsc",
    decimals: 18,
    displayDecimals: 8,
    chainId: 56,
    tokenContract: "0x55d398326f99059fF775485246999027B3197955",
    offeredUnwatched: true,
  },
  USDCBSC: stablecoin({ code: "USDCBSC", symbol: "USDC", network: "bsc", contract: "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", decimals: 18 }),
  USDTETH: stablecoin({ code: "USDTETH", symbol: "USDT", network: "ethereum", contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7", decimals: 6 }),
  USDCETH: stablecoin({ code: "USDCETH", symbol: "USDC", network: "ethereum", contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", decimals: 6 }),
  USDTPOLYGON: stablecoin({ code: "USDTPOLYGON", symbol: "USDT", network: "polygon", contract: "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", decimals: 6 }),
  USDCPOLYGON: stablecoin({ code: "USDCPOLYGON", symbol: "USDC", network: "polygon", contract: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", decimals: 6 }),
  USDTBASE: stablecoin({ code: "USDTBASE", symbol: "USDT", network: "base", contract: "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2", decimals: 6 }),
  USDCBASE: stablecoin({ code: "USDCBASE", symbol: "USDC", network: "base", contract: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", decimals: 6 }),
  USDTARB: stablecoin({ code: "USDTARB", symbol: "USDT", network: "arbitrum", contract: "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9", decimals: 6 }),
  USDCARB: stablecoin({ code: "USDCARB", symbol: "USDC", network: "arbitrum", contract: "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", decimals: 6 }),
  USDTTRON: stablecoin({ code: "USDTTRON", symbol: "USDT", network: "tron", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 }),
};

export const assetCodes = Object.keys(assets) as AssetCode[];
/** The pay currencies one registered wallet serves (the EVM key serves every EVM asset). */
export const currenciesOnChain = (chain: WalletChain) => assetCodes.filter((code) => assets[code].walletChain === chain);
/** The pay currencies a network carries. */
export const currenciesOnNetwork = (network: Network) => assetCodes.filter((code) => assets[code].network === network);
/** The networks one registered wallet serves. */
export const networksOfChain = (chain: WalletChain) => networkNames.filter((network) => networks[network].walletChain === chain);
export const isAssetCode = (value: string): value is AssetCode => value in assets;
export const isNetwork = (value: string): value is Network => value in networks;

/** Decimals of an invoice's pay currency (crypto asset, or BRL centavos for PIX). */
export const payDecimals = (payCurrency: string) => (isAssetCode(payCurrency) ? assets[payCurrency].decimals : FIAT_DECIMALS);
