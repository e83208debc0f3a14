// Refunds and payouts on a real local EVM chain (anvil): a USDT token compiled from Solidity
// (18 decimals, as on BNB Smart Chain), the merchant's send from their own account, detected by the
// watcher, confirmed and COMPLETED with its hash; the wrong amount or address does not complete it;
// a pasted hash is checked on chain before it counts.
import { encodeFunctionData, getAddress, http, createTestClient, createWalletClient, parseAbi, parseEther, publicActions, type Address, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { EvmChainConfig } from "@/server/crypto/chains/evm/evm-config";
import { watchEvmChain } from "@/server/crypto/chains/evm/watch-evm-chain";
import type { ChainAccess } from "@/server/crypto/chains/transaction-transfers";
import { getInvoice } from "@/server/invoices/get-invoice";
import { startAnvil } from "@/server/testing/anvil";
import { deployTestUsdt } from "@/server/testing/erc20";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventTypesOf, expectConsistentHistory, insertTestInvoice } from "@/server/testing/invoices";
import { claimWithdrawal } from "./claim";
import { createPayout } from "./payouts/create-payout";
import { createCryptoRefund } from "./refunds/create-crypto-refund";
import { verifyWithdrawalSend } from "./verify-send";

/** anvil's second pre-funded account: the merchant's own wallet, which sends the refunds. */
const merchantWallet = getAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
const tokenAbi = parseAbi(["function transfer(address to, uint256 value) returns (bool)"]);
const confirmations = 3;
let nextReceiver = 100;
const receiverAddress = () => mnemonicToAccount("test test test test test test test test test test test junk", { addressIndex: nextReceiver++ }).address;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let usdt: Address;

const config = (network: "bsc" | "ethereum"): EvmChainConfig => ({
  network,
  rpcUrl: anvil.url,
  chainId: anvil.chainId,
  confirmations,
  nativeAsset: network === "ethereum" ? "ETH" : null,
  tokens: network === "bsc" ? [{ asset: "USDTBSC", contract: usdt, symbol: "USDT", decimals: 18 }] : [],
  batchBlocks: 50,
  maxBlocksPerTick: 1_000,
  lookbackBlocks: 300,
  timeoutMs: 5_000,
  idleProbeMs: 60_000,
});
const chains: ChainAccess = { evm: (network) => (network === "bsc" || network === "ethereum" ? config(network) : null), bitcoin: () => null, tron: () => null };

const chain = () => createTestClient({ mode: "anvil", transport: http(anvil.url) }).extend(publicActions);
const wallet = () => createWalletClient({ transport: http(anvil.url) });

async function mined(hash: Hex) {
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}
const sendUsdt = async (to: Address, value: bigint) =>
  mined(await wallet().sendTransaction({ account: merchantWallet, to: usdt, data: encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [to, value] }), chain: null }));
const sendEth = async (to: Address, value: bigint) => mined(await wallet().sendTransaction({ account: merchantWallet, to, value, chain: null }));
const tick = async (network: "bsc" | "ethereum" = "bsc") => watchEvmChain(await getDb(), config(network), new Date());

beforeAll(async () => {
  anvil = await startAnvil();
  usdt = await deployTestUsdt(anvil.url, merchantWallet, parseEther("1000000"));
});
afterAll(async () => {
  await anvil?.stop();
});

/** A merchant's USDT payment that received 100 USDT, and a refund of 40 USDT of it. */
async function usdtRefund(options: { now?: Date } = {}) {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const actor = { userId: merchant.id, role: "merchant" as const };
  const payment = await insertTestInvoice(db, {
    userId: merchant.id,
    status: "PAID",
    payCurrency: "USDTBSC",
    amountDueBase: parseEther("100").toString(),
    amountPaidBase: parseEther("100").toString(),
    payAddress: receiverAddress(),
    rate: "5.5",
  });
  const refund = await createCryptoRefund(db, actor, { invoiceId: payment.id, input: { basis: "crypto", crypto_amount: "40" }, now: options.now });
  return { db, actor, refundId: Number(refund.id), claimId: refund.withdrawal?.claim_url.split("/").at(-1) ?? "" };
}

describe("USDT refunds on a local chain", () => {
  it("claimed with an address, sent from the merchant's account, detected, confirmed and COMPLETED with its hash", async () => {
    const { db, actor, refundId, claimId } = await usdtRefund();
    const destination = receiverAddress();
    expect(await claimWithdrawal(db, { claimId, address: destination.toLowerCase() })).toMatchObject({ ok: true });

    // The wrong amount, and the right amount to another address, complete nothing.
    await sendUsdt(destination, parseEther("39"));
    await sendUsdt(receiverAddress(), parseEther("40"));
    await chain().mine({ blocks: confirmations });
    await tick();
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");

    const hash = await sendUsdt(destination, parseEther("40"));
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "CONFIRMING", confirmations: 1, withdrawal: { transaction_hash: hash } });
    await chain().mine({ blocks: confirmations - 1 });
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({
      status: "COMPLETED",
      amount_paid: "40",
      withdrawal: { transaction_hash: hash },
      transactions: [{ hash, amount: "40", confirmations, state: "confirmed" }],
    });
    expect(await eventTypesOf(db, refundId)).toEqual(["refund.created", "refund.awaiting_payment", "refund.confirming", "refund.completed"]);
    await expectConsistentHistory(db, refundId);
  });

  it("checks a pasted hash on chain: an unrelated transaction or an unknown hash is refused, the right one counts", async () => {
    const { db, actor, refundId, claimId } = await usdtRefund();
    const destination = receiverAddress();
    await claimWithdrawal(db, { claimId, address: destination });
    const paste = (transactionHash: string) => verifyWithdrawalSend(db, actor, { invoiceId: refundId, transactionHash, chains });

    const unrelated = await sendUsdt(receiverAddress(), parseEther("40"));
    await expect(paste(unrelated)).rejects.toMatchObject({
      code: "transaction_rejected",
      message: expect.stringMatching(/^The transaction sends 40 USDTBSC to 0x[0-9a-fA-F]{40}; this withdrawal needs 40 USDTBSC sent to /),
    });
    const short = await sendUsdt(destination, parseEther("4"));
    await expect(paste(short)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("sends 4 USDTBSC to the address") });
    const ethToIt = await sendEth(destination, parseEther("40"));
    await expect(paste(ethToIt)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("sends no USDTBSC") });
    await expect(paste(`0x${"ab".repeat(32)}`)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("No transaction") });
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");

    const send = await sendUsdt(destination, parseEther("40"));
    expect((await paste(send)).status).toBe("CONFIRMING");
    // The watcher keeps the pasted send and counts its confirmations.
    await chain().mine({ blocks: confirmations - 1 });
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "COMPLETED", withdrawal: { transaction_hash: send } });
    // The same transaction cannot pay a second refund.
    const other = await usdtRefund();
    await claimWithdrawal(db, { claimId: other.claimId, address: destination });
    await expect(verifyWithdrawalSend(db, other.actor, { invoiceId: other.refundId, transactionHash: send, chains })).rejects.toMatchObject({
      code: "transaction_rejected",
    });
    await expectConsistentHistory(db, refundId);
  });

  it("does not count a matching transfer made before the refund was created", async () => {
    const destination = receiverAddress();
    const early = await sendUsdt(destination, parseEther("40"));
    const { db, actor, refundId, claimId } = await usdtRefund({ now: new Date(Date.now() + 60 * 60_000) });
    await claimWithdrawal(db, { claimId, address: destination });
    await chain().mine({ blocks: confirmations });
    await tick();
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");
    await expect(verifyWithdrawalSend(db, actor, { invoiceId: refundId, transactionHash: early, chains })).rejects.toMatchObject({
      message: expect.stringContaining("before this withdrawal was created"),
    });
  });
});

describe("an ETH payout on a local chain", () => {
  it("completes on the native transfer of exactly its amount", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const actor = { userId: merchant.id, role: "merchant" as const };
    const destination = receiverAddress();
    const rates = { name: "test", getRate: async () => ({ rate: "20000", source: "test", at: new Date() }), cachedRate: () => undefined };
    const payout = await createPayout(db, actor, {
      input: { pay_currency: "ETH", fiat_currency: "BRL", crypto_amount: "0.25", address: destination },
      rates,
    });
    expect(payout).toMatchObject({ status: "AWAITING_PAYMENT", amount: 5000, withdrawal: { kind: "payout" } });
    await sendEth(destination, parseEther("0.2"));
    const hash = await sendEth(destination, parseEther("0.25"));
    await chain().mine({ blocks: confirmations - 1 });
    await tick("ethereum");
    expect(await getInvoice(db, actor, payout.id)).toMatchObject({ status: "COMPLETED", withdrawal: { transaction_hash: hash } });
    expect(await eventTypesOf(db, Number(payout.id))).toEqual(["payout.created", "payout.completed"]);
  });
});
