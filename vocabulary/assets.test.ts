import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { assetCodes, assets, networks } from "@/vocabulary/assets";
import { isTronAddress } from "@/server/crypto/wallets/tron-address";

describe("the asset table", () => {
  it("names every code token then network, like the specification's USDTBSC", () => {
    for (const code of assetCodes) {
      const asset = assets[code];
      if (!asset.tokenContract) continue;
      expect(code.startsWith(asset.symbol)).toBe(true);
    }
  });

  it("gives every EVM token an EIP-55 checksummed contract and its network's chain id", () => {
    for (const code of assetCodes) {
      const asset = assets[code];
      if (asset.walletChain !== "evm") continue;
      expect(asset.chainId).toBe(networks[asset.network].chainId);
      if (asset.tokenContract) expect(getAddress(asset.tokenContract)).toBe(asset.tokenContract);
    }
  });

  it("keeps USDT's real decimals: 6 on Ethereum and TRON, 18 on BNB Smart Chain", () => {
    expect(assets.USDTETH.decimals).toBe(6);
    expect(assets.USDTTRON.decimals).toBe(6);
    expect(assets.USDTBSC.decimals).toBe(18);
    expect(assets.USDCBSC.decimals).toBe(18);
    expect(assets.USDCBASE.decimals).toBe(6);
  });

  it("gives USDT on TRON a valid base58check contract", () => {
    expect(assets.USDTTRON.tokenContract).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(isTronAddress(assets.USDTTRON.tokenContract ?? "")).toBe(true);
  });
});
