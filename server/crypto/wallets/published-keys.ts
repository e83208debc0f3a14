// Account keys of the published "abandon … about" test mnemonic (the BIP84 and BIP44 vectors):
// anyone can reproduce their addresses, so they serve the demo merchant's wallets and the tests'
// fixed vectors. No funds are ever sent to them.
export const publishedKeys = {
  /** BIP84 account 0, m/84'/0'/0' (native segwit mainnet). */
  bitcoinZpub:
    "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs",
  /** BIP44 Ethereum account 0, m/44'/60'/0'. */
  evmXpub:
    "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt",
  /** BIP44 TRON account 0, m/44'/195'/0'. */
  tronXpub:
    "xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd",
  /** BIP84 testnet account 0, m/84'/1'/0'. */
  bitcoinTestnetTpub:
    "tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M",
} as const;
