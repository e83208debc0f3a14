// Per-chain settings of the EVM watcher, read from the validated configuration.
import { getAddress, type Address } from "viem";
import { assets, assetCodes, type AssetCode } from "@/server/assets";
import { env } from "@/server/env";

export type EvmNetwork = "ethereum" | "bsc";

export type EvmChainConfig = {
  network: EvmNetwork;
  rpcUrl: string;
  /** Blocks (the including block counts as 1) before a payment is final and the cursor moves past it. */
  confirmations: number;
  /** The chain's native coin when it is an accepted asset (ETH on ethereum). */
  nativeAsset: AssetCode | null;
  tokens: { asset: AssetCode; contract: Address }[];
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
};

/** The token contract of an asset; USDTBSC's can be pointed elsewhere (a test chain) by configuration. */
export function tokenContractOf(asset: AssetCode): Address | null {
  const contract = asset === "USDTBSC" ? env.USDTBSC_CONTRACT : assets[asset].tokenContract;
  return contract ? getAddress(contract) : null;
}

export function evmChainConfig(network: EvmNetwork): EvmChainConfig | null {
  const rpcUrl = network === "ethereum" ? env.EVM_RPC_URL_ETH : env.EVM_RPC_URL_BSC;
  if (!rpcUrl) return null;
  const onChain = assetCodes.filter((code) => assets[code].network === network);
  const nativeAsset = onChain.find((code) => !assets[code].tokenContract) ?? null;
  return {
    network,
    rpcUrl,
    confirmations: network === "ethereum" ? env.CONFIRMATIONS_ETH : env.CONFIRMATIONS_BSC,
    nativeAsset,
    tokens: onChain.flatMap((asset) => {
      const contract = tokenContractOf(asset);
      return contract ? [{ asset, contract }] : [];
    }),
    batchBlocks: 500,
    // Native transfers need whole blocks (with their transactions); token transfers one eth_getLogs
    // per range: a chain with a native asset catches up in smaller steps.
    maxBlocksPerTick: nativeAsset ? 200 : 5_000,
    lookbackBlocks: nativeAsset ? 100 : 300,
    timeoutMs: 10_000,
  };
}
