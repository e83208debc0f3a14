// Validates a key and shows its first receive addresses without saving it, so the merchant can
// compare them with the wallet app before registering.
import { assets, currenciesOnChain, networks, networksOfChain, type AssetCode } from "@/vocabulary/assets";
import type { WalletCurrencyInput } from "../schemas";
import { previewAddresses } from "./derive-address";
import { parseExtendedKey } from "./extended-key";

export function previewWallet(input: WalletCurrencyInput) {
  const chain = assets[input.currency as AssetCode].walletChain;
  const parsed = parseExtendedKey(chain, input.xpub);
  return {
    chain,
    network: parsed.network,
    currencies: currenciesOnChain(chain),
    networks: networksOfChain(chain).map((network) => networks[network].name),
    preview: previewAddresses(chain, parsed.extendedKey, 3),
  };
}
