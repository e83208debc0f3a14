// What the checkout says about a payment's network, in the payer's language: its name as wallets
// show it ("TRON (TRC-20)") and, for tokens, the warnings to send on that network only and to hold
// the network's fee coin (TRX on TRON).
import { isNetwork, networks } from "@/vocabulary/assets";
import { fillMessage, translate, type Locale } from "@/components/payer/i18n";

/** The network as wallets name it, with its token standard for tokens. */
export function networkLabel(network: string, token: boolean): string {
  if (!isNetwork(network)) return network;
  const info = networks[network];
  return token && info.tokenStandard ? `${info.name} (${info.tokenStandard})` : info.name;
}

/** The warnings of a token payment, most important first; none for a native coin. */
export function networkWarnings(params: { locale: Locale; symbol: string; tokenNetwork: string | null }): string[] {
  const { locale, tokenNetwork } = params;
  if (!tokenNetwork || !isNetwork(tokenNetwork)) return [];
  const info = networks[tokenNetwork];
  return [
    fillMessage(translate(locale, "crypto.tokenWarning"), { symbol: params.symbol, network: networkLabel(tokenNetwork, true) }),
    fillMessage(translate(locale, "crypto.feeWarning"), { network: info.name, feeCoin: info.feeCoin }),
  ];
}
