import { describe, expect, it } from "vitest";
import { assets } from "@/vocabulary/assets";
import { addressInPaymentText, payAddressWithAmount, paymentUri, qrPayload, receiveAddress } from "@/vocabulary/payment-uri";

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

describe("new rails", () => {
  const evm = "0x9858EfFD232B4033E47d90003D41EC34EcaEda94";

  it.each([
    ["USDTETH", "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=12500000"],
    ["USDCPOLYGON", "ethereum:0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359@137/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=12500000"],
    ["USDCBASE", "ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=12500000"],
    ["USDTARB", "ethereum:0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9@42161/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=12500000"],
  ] as const)("builds %s's EIP-681 transfer with its chain id and contract", (code, uri) => {
    expect(paymentUri({ asset: assets[code], address: evm, amountBase: 12_500_000n })).toBe(uri);
    expect(qrPayload({ asset: assets[code], address: evm, amountBase: 12_500_000n })).toBe(uri);
  });

  it("asks an 18-decimal USDC on BNB Smart Chain in its own base units", () => {
    expect(paymentUri({ asset: assets.USDCBSC, address: evm, amountBase: 12_500_000_000_000_000_000n })).toBe(
      "ethereum:0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d@56/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=12500000000000000000",
    );
  });

  it("builds a tron: URI with the token for USDT on TRON and puts the bare address in the QR", () => {
    const params = { asset: assets.USDTTRON, address: "TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", amountBase: 12_500_000n };
    expect(paymentUri(params)).toBe("tron:TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH?amount=12.5&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(qrPayload(params)).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
  });
});

describe("receiveAddress", () => {
  it.each([
    ["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00043", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"],
    ["0x52908400098527886E0F7030069857D2E4169EE7?amount=0.04545455", "0x52908400098527886E0F7030069857D2E4169EE7"],
    ["0x52908400098527886E0F7030069857D2E4169EE7", "0x52908400098527886E0F7030069857D2E4169EE7"],
  ])("takes the address out of %j", (payAddress, address) => {
    expect(receiveAddress(payAddress)).toBe(address);
  });
});

describe("addressInPaymentText", () => {
  const addresses = {
    bitcoin: "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
    evm: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
    tron: "TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH",
  };

  it.each(Object.values(assets))("reads the address back out of $code's payment URI and pay_address", (asset) => {
    const address = addresses[asset.walletChain];
    expect(addressInPaymentText(paymentUri({ asset, address, amountBase: 123456789n }))).toBe(address);
    expect(addressInPaymentText(paymentUri({ asset, address, amountBase: 123456789n }).toUpperCase())).toBe(address.toUpperCase());
    expect(addressInPaymentText(payAddressWithAmount(address, "0.00123457"))).toBe(address);
  });

  it.each([
    ["an address", "bc1qcr8te4", "bc1qcr8te4"],
    ["the end of an address", "306fyu", "306fyu"],
    ["an e-mail", "ana@shop.example", undefined],
    ["a reference with dashes", "order-77", undefined],
    ["a URI of another scheme", "litecoin:ltc1qxyz?amount=1", undefined],
  ])("reads %s", (_label, text, address) => {
    expect(addressInPaymentText(text)).toBe(address);
  });
});
