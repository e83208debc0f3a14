// An asset's token contract, whichever chain carries it: the asset table's, or for USDTBSC the
// configured one (a test chain's). The watchers read it, and address checks refuse it as a destination.
import { getAddress } from "viem";
import { assets, type AssetCode } from "@/server/assets";
import { env } from "@/server/env";

/** null for a chain's native coin. EVM contracts in their checksummed form; TRON's base58 as is. */
export function tokenContractOf(asset: AssetCode): string | null {
  const contract = asset === "USDTBSC" ? env.USDTBSC_CONTRACT : assets[asset].tokenContract;
  if (!contract) return null;
  return assets[asset].walletChain === "evm" ? getAddress(contract) : contract;
}
