// Per-chain settings of the EVM watcher, read from the validated configuration.
import { getAddress, type Address } from "viem";
import { assets, currenciesOnNetwork, networks, type AssetCode, type EvmNetwork } from "@/vocabulary/assets";
import { contractOf } from "@/vocabulary/configured-assets";
import { networkEndpoint, requiredConfirmations } from "../network-settings";

export type { EvmNetwork };

export type WatchedToken = { asset: AssetCode; contract: Address; symbol: string; decimals: number };

export type EvmChainConfig = {
  network: EvmNetwork;
  rpcUrl: string;
  /** The chain id the node must serve; a node of another chain is refused, never read. */
  chainId: number;
  /** Blocks (the including block counts as 1) before a payment is final and the cursor moves past it. */
  confirmations: number;
  /** The chain's native coin when it is an accepted asset (ETH on ethereum). */
  nativeAsset: AssetCode | null;
  tokens: WatchedToken[];
  /** Blocks per eth_getLogs call / per JSON-RPC batch of block reads. */
  batchBlocks: number;
  /** Upper bound of blocks scanned in one tick, so a long catch-up spreads over several ticks. */
  maxBlocksPerTick: number;
  /**
   * A cursor idle since before every watched invoice and more than this many blocks behind skips,
   * by a search on block times, the blocks older than those invoices.
   */
  lookbackBlocks: number;
  timeoutMs: number;
  /** With nothing to watch, the head is still read this often, so the wallets page shows the node's health. */
  idleProbeMs: number;
};

export function evmChainConfig(network: EvmNetwork): EvmChainConfig | null {
  const rpcUrl = networkEndpoint(network);
  const chainId = networks[network].chainId;
  if (!rpcUrl || chainId === undefined) return null;
  const onChain = currenciesOnNetwork(network);
  const nativeAsset = onChain.find((code) => contractOf(code) === null) ?? null;
  return {
    network,
    rpcUrl,
    chainId,
    confirmations: requiredConfirmations(network),
    nativeAsset,
    tokens: onChain.flatMap((asset) => {
      const contract = contractOf(asset);
      return contract ? [{ asset, contract: getAddress(contract), symbol: assets[asset].symbol, decimals: assets[asset].decimals }] : [];
    }),
    batchBlocks: 500,
    // Native transfers need whole blocks (with their transactions); token transfers one eth_getLogs
    // per range: a chain with a native asset catches up in smaller steps.
    maxBlocksPerTick: nativeAsset ? 200 : 5_000,
    lookbackBlocks: nativeAsset ? 100 : 300,
    timeoutMs: 10_000,
    idleProbeMs: 60_000,
  };
}
