// Per-network settings from the validated configuration: the node a watcher reads, the confirmations
// that make a payment final, and so which networks are watched and which assets are offered.
import { assetCodes, assets, type AssetCode, type Network } from "@/vocabulary/assets";
import { env } from "@/kernel/env";

type NetworkSettings = { endpoint: string | undefined; confirmations: number };

const settings: Record<Network, () => NetworkSettings> = {
  bitcoin: () => ({ endpoint: env.BTC_ESPLORA_URL, confirmations: env.CONFIRMATIONS_BTC }),
  ethereum: () => ({ endpoint: env.EVM_RPC_URL_ETH, confirmations: env.CONFIRMATIONS_ETH }),
  bsc: () => ({ endpoint: env.EVM_RPC_URL_BSC, confirmations: env.CONFIRMATIONS_BSC }),
  polygon: () => ({ endpoint: env.EVM_RPC_URL_POLYGON, confirmations: env.CONFIRMATIONS_POLYGON }),
  base: () => ({ endpoint: env.EVM_RPC_URL_BASE, confirmations: env.CONFIRMATIONS_BASE }),
  arbitrum: () => ({ endpoint: env.EVM_RPC_URL_ARBITRUM, confirmations: env.CONFIRMATIONS_ARBITRUM }),
  tron: () => ({ endpoint: env.TRON_API_URL, confirmations: env.CONFIRMATIONS_TRON }),
};

/** The node (Esplora API, JSON-RPC URL, TRON HTTP API) the network's watcher reads, if configured. */
export const networkEndpoint = (network: Network) => settings[network]().endpoint;

/** Confirmations before a payment on the network is final (TRON: counted against solidified blocks). */
export const requiredConfirmations = (network: Network) => settings[network]().confirmations;

export const isNetworkWatched = (network: Network) => networkEndpoint(network) !== undefined;

/** An asset is offered when its network is watched; the launch assets always are (see decisions). */
export const isAssetOffered = (code: AssetCode) => assets[code].offeredUnwatched === true || isNetworkWatched(assets[code].network);

export const offeredAssetCodes = () => assetCodes.filter(isAssetOffered);
