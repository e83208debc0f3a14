// Wallet URIs a phone wallet can scan: BIP21 for bitcoin, EIP-681 for ETH and tokens.
import { formatUnits } from "@/server/money";
import type { Asset } from "./assets";

export function paymentUri(params: { asset: Asset; address: string; amountBase: bigint }): string {
  const { asset, address, amountBase } = params;
  if (asset.walletChain === "bitcoin") {
    return `bitcoin:${address}?amount=${formatUnits(amountBase, asset.decimals)}`;
  }
  if (asset.tokenContract) {
    return `ethereum:${asset.tokenContract}@${asset.chainId}/transfer?address=${address}&uint256=${amountBase}`;
  }
  return `ethereum:${address}@${asset.chainId}?value=${amountBase}`;
}
