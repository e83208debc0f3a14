// End to end on a real local chain (anvil): transfers to invoice addresses derived from a test
// mnemonic, mined confirmations, and the watcher moving invoices through the state machine.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import {
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  parseAbi,
  parseEther,
  publicActions,
  type Address,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices, webhookEndpoints, type NewInvoice } from "@/db/schema";
import { expireInvoices } from "@/server/invoices/lifecycle/expire-invoices";
import { deliverDueWebhooks } from "@/server/webhooks/deliver-due-webhooks";
import { newWebhookSecret } from "@/server/webhooks/sign";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { readChainCursor } from "../chain-cursor";
import type { EvmChainConfig } from "./evm-config";
import { startAnvil, transferLogTokenCode } from "@/server/testing/anvil";
import { watchEvmChain } from "./watch-evm-chain";

const merchantMnemonic = "test test test test test test test test test test test junk";
const usdt = getAddress("0x55d398326f99059fF775485246999027B3197955");
/** anvil's first pre-funded, unlocked account plays the payer. */
const payer = getAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const tokenAbi = parseAbi(["function transfer(address to, uint256 value) returns (bool)"]);
const confirmations = 3;

let anvil: Awaited<ReturnType<typeof startAnvil>>;
let nextAddressIndex = 10;
const invoiceAddress = () => mnemonicToAccount(merchantMnemonic, { addressIndex: nextAddressIndex++ }).address;

const config = (network: "ethereum" | "bsc"): EvmChainConfig => ({
  network,
  rpcUrl: anvil.url,
  confirmations,
  nativeAsset: network === "ethereum" ? "ETH" : null,
  tokens: network === "bsc" ? [{ asset: "USDTBSC", contract: usdt }] : [],
  batchBlocks: 4,
  maxBlocksPerTick: 1_000,
  lookbackBlocks: 300,
  timeoutMs: 5_000,
});

const chain = () => createTestClient({ mode: "anvil", transport: http(anvil.url) }).extend(publicActions);
const wallet = () => createWalletClient({ transport: http(anvil.url) });

/** Waits for the transaction's block: anvil may answer the send before it has mined it. */
async function mined(hash: `0x${string}`) {
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

async function sendEth(to: Address, value: bigint) {
  await mined(await wallet().sendTransaction({ account: payer, to, value, chain: null }));
}

async function sendUsdt(to: Address, value: bigint) {
  const data = encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [to, value] });
  await mined(await wallet().sendTransaction({ account: payer, to: usdt, data, chain: null }));
}

async function tick(network: "ethereum" | "bsc", overrides: Partial<EvmChainConfig> = {}) {
  return watchEvmChain(await getDb(), { ...config(network), ...overrides }, new Date());
}

/** An invoice at a fresh address of the test mnemonic, for a new merchant unless `userId` names one. */
async function openInvoice(
  payCurrency: "ETH" | "USDTBSC",
  due: bigint,
  values: Partial<NewInvoice> & { userId?: number } = {},
) {
  const db = await getDb();
  const userId = values.userId ?? (await insertMerchant(db)).id;
  const address = invoiceAddress();
  const invoice = await insertTestInvoice(db, {
    ...values,
    userId,
    payCurrency,
    payAddress: address,
    amountDueBase: due.toString(),
  });
  return { db, address, invoice };
}

async function statusOf(invoiceId: number) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error("invoice vanished");
  return row;
}

/** A local webhook receiver that verifies every delivery as a merchant would, with standardwebhooks. */
async function startReceiver(secret: string) {
  const verifier = new Webhook(secret);
  const received: { type: string; version: number }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : (value ?? "")]),
      );
      const event = verifier.verify(body, headers) as { type: string; data: { invoice: { version: number } } };
      received.push({ type: event.type, version: event.data.invoice.version });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  anvil = await startAnvil();
  // The stub token lives at USDT's BSC address, so the production contract setting is exercised.
  await chain().setCode({ address: usdt, bytecode: transferLogTokenCode });
});

afterAll(async () => {
  await anvil?.stop();
});

describe("EVM watcher on a local chain", () => {
  it("makes no RPC call for a chain without watched invoices", async () => {
    const db = await getDb();
    // Nothing listens on port 9: any call would fail the tick.
    const unreachable = { ...config("ethereum"), rpcUrl: "http://127.0.0.1:9" };
    await expect(watchEvmChain(db, unreachable, new Date())).resolves.toMatchObject({ watched: 0 });
  });

  it("takes a USDT (BEP-20) invoice through CONFIRMING to PAID and the receiver gets both signed events", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret);
    await db.insert(webhookEndpoints).values({ userId: merchant.id, url: receiver.url, secret });
    const due = parseEther("25.5");
    const { address, invoice } = await openInvoice("USDTBSC", due, { userId: merchant.id });

    await sendUsdt(address, due);
    await tick("bsc");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "CONFIRMING", amountPendingBase: due.toString() });

    await chain().mine({ blocks: confirmations - 1 });
    await tick("bsc");
    const paid = await statusOf(invoice.id);
    expect(paid).toMatchObject({ status: "PAID", amountPaidBase: due.toString(), overpaid: false });

    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming", "invoice.paid"]);
    await deliverDueWebhooks(db);
    await receiver.close();
    // Each event arrives on its own and verifies; the snapshot versions let the receiver order them.
    expect([...receiver.received].sort((a, b) => a.version - b.version)).toEqual([
      { type: "invoice.created", version: 1 },
      { type: "invoice.confirming", version: 2 },
      { type: "invoice.paid", version: 3 },
    ]);
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ network: "bsc", state: "confirmed", amountBase: due.toString() });
    expect(payment?.outputIndex).toBeGreaterThanOrEqual(0);
  });

  it("detects a native ETH payment", async () => {
    const due = parseEther("0.0123");
    const { db, address, invoice } = await openInvoice("ETH", due);
    await sendEth(address, due);
    await chain().mine({ blocks: confirmations - 1 });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString() });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ network: "ethereum", outputIndex: -1, confirmations });
  });

  it("sums a partial payment and the remainder", async () => {
    const due = parseEther("1");
    const { db, address, invoice } = await openInvoice("ETH", due);

    await sendEth(address, parseEther("0.4"));
    await chain().mine({ blocks: confirmations });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({
      status: "PARTIALLY_PAID",
      amountPaidBase: parseEther("0.4").toString(),
    });

    await sendEth(address, parseEther("0.6"));
    await tick("ethereum");
    expect((await statusOf(invoice.id)).status).toBe("CONFIRMING");
    await chain().mine({ blocks: confirmations });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString() });
    expect(await eventTypesOf(db, invoice.id)).toEqual([
      "invoice.created",
      "invoice.partially_paid",
      "invoice.confirming",
      "invoice.paid",
    ]);
  });

  it("flags an overpayment", async () => {
    const { address, invoice } = await openInvoice("USDTBSC", parseEther("10"));
    await sendUsdt(address, parseEther("12"));
    await chain().mine({ blocks: confirmations });
    await tick("bsc");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", overpaid: true });
  });

  it("pays an expired invoice late when the full amount lands within the monitoring window", async () => {
    const due = parseEther("0.5");
    const { db, address, invoice } = await openInvoice("ETH", due, { expiresAt: new Date(Date.now() - 60_000) });
    await expireInvoices(db, { now: new Date() });
    expect((await statusOf(invoice.id)).status).toBe("EXPIRED");

    await sendEth(address, due);
    await chain().mine({ blocks: confirmations });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", paidLate: true });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.expired", "invoice.paid"]);
  });

  it("does not count a payment to another invoice's address", async () => {
    const due = parseEther("3");
    const mine = await openInvoice("USDTBSC", due);
    const other = await openInvoice("USDTBSC", due, { userId: mine.invoice.userId });
    await sendUsdt(other.address, due);
    await chain().mine({ blocks: confirmations });
    await tick("bsc");
    expect(await statusOf(other.invoice.id)).toMatchObject({ status: "PAID" });
    expect(await statusOf(mine.invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPaidBase: "0" });
  });

  it("drops an unconfirmed payment whose block was re-orged out and keeps the cursor on final blocks", async () => {
    const due = parseEther("0.2");
    const { db, address, invoice } = await openInvoice("ETH", due);
    await tick("ethereum");
    const snapshot = await chain().snapshot();
    await sendEth(address, due);
    await tick("ethereum");
    expect((await statusOf(invoice.id)).status).toBe("CONFIRMING");
    const cursor = await readChainCursor(db, "ethereum");
    const head = Number(await chain().getBlockNumber());
    expect(cursor?.lastBlock).toBe(head - confirmations + 1);

    // The block holding the payment disappears; the chain grows on another branch.
    await chain().revert({ id: snapshot });
    await chain().mine({ blocks: 2 });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPendingBase: "0" });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment?.state).toBe("dropped");
  });

  it("catches up on a long gap in bounded steps over several ticks", async () => {
    const due = parseEther("0.3");
    const { address, invoice } = await openInvoice("ETH", due);
    await tick("ethereum");
    await chain().mine({ blocks: 20 });
    await sendEth(address, due);
    await chain().mine({ blocks: confirmations });

    const scanned: number[] = [];
    for (let i = 0; i < 20 && (await statusOf(invoice.id)).status !== "PAID"; i++) {
      scanned.push((await tick("ethereum", { maxBlocksPerTick: 4 })).scannedBlocks ?? 0);
    }
    expect((await statusOf(invoice.id)).status).toBe("PAID");
    expect(scanned.length).toBeGreaterThan(4);
    expect(Math.max(...scanned)).toBeLessThanOrEqual(4);
  });

  it("after an idle gap longer than the lookback, still finds a payment made since the invoice was created", async () => {
    await tick("ethereum");
    // Created after the cursor's last write: the watcher was idle for this invoice until now.
    const due = parseEther("0.05");
    const { address, invoice } = await openInvoice("ETH", due);
    await sendEth(address, due);
    await chain().mine({ blocks: 40 });

    await tick("ethereum", { lookbackBlocks: 10 });
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString() });
  });
});
