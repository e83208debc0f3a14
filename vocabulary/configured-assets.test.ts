import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { createTestClient, getAddress, http, parseEther, publicActions, type Address } from "viem";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { assets, type Asset, type AssetCode } from "@/vocabulary/assets";
import { getCryptoCheckout } from "@/server/hosted-checkout/get-crypto-checkout";
import { evmChainConfig } from "@/server/crypto/chains/evm/evm-config";
import { watchEvmChain } from "@/server/crypto/chains/evm/watch-evm-chain";
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { qrVector } from "@/server/crypto/qr-vector";
import { createCryptoPaymentInput } from "@/server/crypto/schemas";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { createStaticProvider } from "@/server/rates/static-provider";
import { startAnvil } from "@/server/testing/anvil";
import { deployTestStablecoin, deployer } from "@/server/testing/erc20";
import { createUser } from "@/server/testing/fixtures";
import { randomAccountKey } from "@/server/testing/keys";
import { destinationRules } from "@/server/withdrawals/destination";
import { configuredAsset, contractOf, resolveAssets, sendUri } from "./configured-assets";

/**
 * This file's deployment watches a test chain's USDT on BSC: USDTBSC_CONTRACT names the address
 * where anvil puts the first contract its first account deploys (given in lower case, as an
 * operator may paste it), and EVM_RPC_URL_BSC that chain, once it runs.
 */
const testChain = vi.hoisted(() => ({ usdt: "0x5FbDB2315678afecb367f032d93F642f64180aa3", rpcUrl: "http://127.0.0.1:9" }));
vi.mock("@/kernel/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/kernel/env")>();
  const configured: Record<string, () => unknown> = { USDTBSC_CONTRACT: () => testChain.usdt.toLowerCase(), EVM_RPC_URL_BSC: () => testChain.rpcUrl };
  const env = new Proxy(actual.env, { get: (target, name) => (typeof name === "string" && configured[name] ? configured[name]() : Reflect.get(target, name)) });
  return { ...actual, env };
});

const mainnetUsdtBsc = "0x55d398326f99059fF775485246999027B3197955";

describe("resolveAssets", () => {
  it("without overrides is the table, mainnet's contracts", () => {
    expect(resolveAssets({})).toEqual(assets);
  });

  it("gives an overridden asset its contract, checksummed, and leaves every other one as it is", () => {
    const resolved = resolveAssets({ USDTBSC: { tokenContract: testChain.usdt.toLowerCase() } });
    expect(resolved.USDTBSC).toEqual({ ...assets.USDTBSC, tokenContract: testChain.usdt });
    for (const code of Object.keys(assets) as AssetCode[]) if (code !== "USDTBSC") expect(resolved[code], code).toEqual(assets[code]);
  });

  it("refuses an EVM contract that is no address", () => {
    expect(() => resolveAssets({ USDTBSC: { tokenContract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" } })).toThrow();
  });
});

describe("an asset's contract, with USDTBSC_CONTRACT set", () => {
  it("is the configured one for USDTBSC, the table's elsewhere, none for a native coin", () => {
    expect(contractOf("USDTBSC")).toBe(testChain.usdt);
    expect(configuredAsset("USDTBSC").tokenContract).toBe(testChain.usdt);
    expect(contractOf("USDTETH")).toBe("0xdAC17F958D2ee523a2206206994597C13D831ec7");
    expect(contractOf("USDTTRON")).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(contractOf("BTC")).toBeNull();
    expect(contractOf("ETH")).toBeNull();
  });

  it("is what a withdrawal's destination may never be", async () => {
    const db = await getDb();
    for (const code of ["USDTBSC", "USDTTRON", "USDTETH", "ETH"] as const) {
      const rules = await destinationRules(db, { asset: assets[code], userId: 1 });
      expect(rules.tokenContract, code).toBe(contractOf(code) ?? undefined);
    }
  });

  it("is named by a withdrawal's wallet URI", () => {
    const uri = sendUri({ payCurrency: "USDTBSC", address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", amountBase: 5n });
    expect(uri).toBe(`ethereum:${testChain.usdt}@56/transfer?address=0x90F79bf6EB2c4f870365E785982E1f101E93b906&uint256=5`);
  });

  it("is the token the BSC watcher reads", () => {
    const usdt = evmChainConfig("bsc")?.tokens.find((token) => token.asset === "USDTBSC");
    expect(usdt).toEqual({ asset: "USDTBSC", contract: testChain.usdt, symbol: "USDT", decimals: 18 });
  });
});

const qrText = (base64: string) => {
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("a USDTBSC payment, with USDTBSC_CONTRACT set to a local chain's token", () => {
  let stopChain: (() => Promise<void>) | undefined;
  let token: Awaited<ReturnType<typeof deployTestStablecoin>>;

  beforeAll(async () => {
    const chain = await startAnvil({ chainId: 56 });
    stopChain = chain.stop;
    testChain.rpcUrl = chain.url;
    token = await deployTestStablecoin({ rpcUrl: chain.url, symbol: "USDT", decimals: 18 });
    await token.mint(deployer, parseEther("1000"));
  }, 120_000);

  afterAll(async () => {
    await stopChain?.();
  });

  it("is shown with the configured contract in its QR code and checkout, and is paid there", async () => {
    expect(token.address).toBe(testChain.usdt);
    const db = await getDb();
    const { user, actor } = await createUser(db);
    await setWallet(db, { userId: user.id, currency: "USDTBSC", xpub: randomAccountKey("evm") });
    const input = createCryptoPaymentInput.parse({
      amount: 25,
      fiat_currency: "USD",
      pay_currency: "USDTBSC",
      customer_name: "Ana Souza",
      customer_email: "ana@example.com",
      external_reference: "order-test-chain",
    });
    const payment = await createCryptoPayment(db, actor, input, { rates: createStaticProvider({ USDTBSC: { USD: "1" } }) });
    const address = getAddress(payment.pay_address.split("?")[0] ?? "") as Address;
    const due = parseEther("25");
    const uri = `ethereum:${testChain.usdt}@56/transfer?address=${address}&uint256=${due}`;
    expect(uri).not.toContain(mainnetUsdtBsc);
    expect(qrText(payment.qr_code)).toBe(uri);

    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, Number(payment.id)));
    const checkout = await getCryptoCheckout(db, invoice?.checkoutId ?? "");
    expect(checkout).toMatchObject({ walletUri: uri, qr: qrVector(uri), tokenNetwork: "bsc" });

    // The watcher, as its job runs it, reads the configured token on the configured chain.
    await token.transfer({ to: address, value: due });
    const chain = createTestClient({ mode: "anvil", transport: http(testChain.rpcUrl) }).extend(publicActions);
    const config = evmChainConfig("bsc");
    if (!config) throw new Error("BSC is configured in this file");
    await chain.mine({ blocks: config.confirmations });
    await watchEvmChain(db, config, new Date());
    const [paid] = await db.select().from(invoices).where(eq(invoices.id, Number(payment.id)));
    expect(paid).toMatchObject({ status: "PAID", amountPaidBase: due.toString() });
  });
});

// The table itself never changes: pages' client code reads it, and it names mainnet's contracts.
it("leaves the asset table as it is", () => {
  expect((assets.USDTBSC as Asset).tokenContract).toBe(mainnetUsdtBsc);
});
