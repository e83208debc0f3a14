// What can be wrong with an address someone enters to receive a refund or payout, and how that is
// said in each language of the claim page (the REST API answers in English). Pure: no validators
// here (check-address.ts has them), so any screen can name a problem.

export const addressProblems = [
  "empty",
  "unknown_format",
  "other_chain",
  "wrong_network",
  "checksum",
  "bech32_variant",
  "mixed_case",
  "invalid_length",
  "invalid_characters",
  "unsupported_type",
  "missing_0x",
  "zero_address",
  "token_contract",
] as const;
export type AddressProblem = (typeof addressProblems)[number];

/** The facts a message names: what was expected, and what the address turned out to be. */
export type AddressProblemFacts = {
  /** The address family expected: Bitcoin, or EVM for 0x addresses. */
  family: string;
  /** The asset and its network as a receiver knows them: USDT on BNB Smart Chain (BEP-20). */
  asset: string;
  /** Bitcoin only: mainnet or testnet, expected and found. */
  expectedNetwork?: string;
  foundNetwork?: string;
  /** other_chain: the family the address belongs to instead. */
  otherFamily?: string;
};

export type AddressLocale = "pt-BR" | "en";

const messages: Record<AddressLocale, Record<AddressProblem, string>> = {
  en: {
    empty: "Enter an address.",
    unknown_format: "This is not a valid {family} address. The money is sent as {asset}.",
    other_chain: "This is an address of another kind ({otherFamily}); the money is sent as {asset}, so enter a valid {family} address.",
    wrong_network: "This is a {family} {foundNetwork} address; enter a {family} {expectedNetwork} address.",
    checksum: "The address has a typo: its checksum does not match. Copy it again from your wallet.",
    bech32_variant: "The address's checksum is of the wrong kind for its version (bech32 and bech32m are not interchangeable).",
    mixed_case: "The address mixes upper and lower case letters; this kind of address is written in one case.",
    invalid_length: "The address has the wrong length: a part of it may be missing.",
    invalid_characters: "The address contains characters that no {family} address has.",
    unsupported_type: "This kind of {family} address cannot receive an ordinary payment.",
    missing_0x: "An EVM address starts with 0x.",
    zero_address: "This is the zero address: money sent to it is lost for good.",
    token_contract: "This is the token's own contract, not a wallet: money sent to it is lost for good.",
  },
  "pt-BR": {
    empty: "Informe um endereço.",
    unknown_format: "Este não é um endereço {family} válido. O valor é enviado em {asset}.",
    other_chain: "Este é um endereço de outro tipo ({otherFamily}); o valor é enviado em {asset}, então informe um endereço {family} válido.",
    wrong_network: "Este é um endereço {family} da {foundNetwork}; informe um endereço {family} da {expectedNetwork}.",
    checksum: "O endereço tem um erro de digitação: o dígito verificador não confere. Copie-o novamente da sua carteira.",
    bech32_variant: "O dígito verificador do endereço é do tipo errado para a sua versão (bech32 e bech32m não são intercambiáveis).",
    mixed_case: "O endereço mistura letras maiúsculas e minúsculas; este tipo de endereço é escrito de um só jeito.",
    invalid_length: "O endereço tem o tamanho errado: pode estar faltando uma parte.",
    invalid_characters: "O endereço tem caracteres que nenhum endereço {family} tem.",
    unsupported_type: "Este tipo de endereço {family} não pode receber um pagamento comum.",
    missing_0x: "Um endereço EVM começa com 0x.",
    zero_address: "Este é o endereço zero: o valor enviado para ele se perde para sempre.",
    token_contract: "Este é o contrato do próprio token, não uma carteira: o valor enviado para ele se perde para sempre.",
  },
};

/** Network names in each language (a Bitcoin address is of mainnet or testnet). */
const networkWords: Record<AddressLocale, Record<string, string>> = {
  en: { mainnet: "mainnet", testnet: "testnet" },
  "pt-BR": { mainnet: "rede principal (mainnet)", testnet: "rede de testes (testnet)" },
};

export function addressProblemMessage(locale: AddressLocale, problem: AddressProblem, facts: AddressProblemFacts): string {
  const words = networkWords[locale];
  const values: Record<string, string | undefined> = {
    ...facts,
    expectedNetwork: facts.expectedNetwork ? (words[facts.expectedNetwork] ?? facts.expectedNetwork) : undefined,
    foundNetwork: facts.foundNetwork ? (words[facts.foundNetwork] ?? facts.foundNetwork) : undefined,
  };
  return messages[locale][problem].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
