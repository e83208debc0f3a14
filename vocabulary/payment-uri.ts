// Wallet URIs a phone wallet can scan (BIP21 for bitcoin, EIP-681 for EVM coins and tokens, the
// BIP21-style tron: form for TRON), what the QR code carries, the create answer's `pay_address`
// text, and reading an address back out of any of them.
import { formatUnits } from "@/kernel/money";
import type { Asset } from "@/vocabulary/assets";

/**
 * The wallet URI of a send. On the server the asset is the configured one (vocabulary/configured-assets.ts),
 * so a token's URI names the contract the watcher reads.
 */
export function paymentUri(params: { asset: Asset; address: string; amountBase: bigint }): string {
  const { asset, address, amountBase } = params;
  if (asset.walletChain === "bitcoin") {
    return `bitcoin:${address}?amount=${formatUnits(amountBase, asset.decimals)}`;
  }
  if (asset.walletChain === "tron") {
    const token = asset.tokenContract ? `&token=${asset.tokenContract}` : "";
    return `tron:${address}?amount=${formatUnits(amountBase, asset.decimals)}${token}`;
  }
  if (asset.tokenContract) {
    return `ethereum:${asset.tokenContract}@${asset.chainId}/transfer?address=${address}&uint256=${amountBase}`;
  }
  return `ethereum:${address}@${asset.chainId}?value=${amountBase}`;
}

/**
 * What the QR code carries. TRON has no payment URI standard: every TRON wallet reads a bare
 * address when it scans to send, few read a tron: URI, so its QR holds the address and the payer
 * types (or pastes) the amount shown beside it. Elsewhere the QR holds the wallet URI.
 */
export function qrPayload(params: { asset: Asset; address: string; amountBase: bigint }): string {
  return params.asset.walletChain === "tron" ? params.address : paymentUri(params);
}

/**
 * The specified `pay_address`: "<address>?amount=<amount>" for every asset. It is no wallet's URI
 * (the QR code carries the BIP21 / EIP-681 one), so screens show the address and amount apart.
 */
export const payAddressWithAmount = (address: string, amountText: string) => `${address}?amount=${amountText}`;

/** The bare receive address of a `pay_address` (with or without its amount). */
export function receiveAddress(payAddress: string): string {
  const query = payAddress.indexOf("?");
  return query === -1 ? payAddress : payAddress.slice(0, query);
}

const uriScheme = /^(?:bitcoin|ethereum|tron):/i;
const tokenTransfer = /^ethereum:0x[0-9a-f]+@\d+\/transfer\?(?:.*&)?address=(0x[0-9a-f]+)(?:&.*)?$/i;
const chainId = /@\d+$/;
/** Addresses (bech32, hex with 0x, base58) are letters and digits only. */
const addressCharacters = /^[a-z0-9]+$/i;

/**
 * The address (or the part of one) in what a merchant may paste: an address, a `pay_address`, or
 * a payment URI as `paymentUri` writes it. Undefined for text that names no address (an e-mail, a
 * reference with dashes).
 */
export function addressInPaymentText(text: string): string | undefined {
  const transfer = tokenTransfer.exec(text);
  if (transfer) return transfer[1];
  const address = receiveAddress(text.replace(uriScheme, "")).replace(chainId, "");
  return addressCharacters.test(address) ? address : undefined;
}
