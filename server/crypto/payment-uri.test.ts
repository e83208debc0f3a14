import { describe, expect, it } from "vitest";
import { assets } from "./assets";
import { paymentUri } from "./payment-uri";

describe("paymentUri", () => {
  it("builds a BIP21 URI with a plain decimal amount", () => {
    expect(
      paymentUri({ asset: assets.BTC, address: "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", amountBase: 153847n }),
    ).toBe("bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00153847");
    expect(paymentUri({ asset: assets.BTC, address: "bc1qx", amountBase: 100000000n })).toBe("bitcoin:bc1qx?amount=1");
  });

  it("builds an EIP-681 URI for native ETH with the value in wei", () => {
    expect(
      paymentUri({
        asset: assets.ETH,
        address: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
        amountBase: 333280000000000n,
      }),
    ).toBe("ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@1?value=333280000000000");
  });

  it("builds an EIP-681 token transfer for USDT on BNB Smart Chain", () => {
    expect(
      paymentUri({
        asset: assets.USDTBSC,
        address: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
        amountBase: 10002000410000000000n,
      }),
    ).toBe(
      "ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=10002000410000000000",
    );
  });
});
