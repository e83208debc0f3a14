// End to end on real local chains (anvil, one per network, each with its own chain id) with a real
// ERC-20 compiled by solc: transfers to invoice addresses derived from a test mnemonic, mined
// confirmations, and the watcher moving invoices through the state machine.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { createTestClient, createWalletClient, http, parseEther, parseUnits, publicActions, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices, users, webhookEndpoints, type NewInvoice } from "@/db/schema";
import type { AssetCode, EvmNetwork } from "@/vocabulary/assets";
import { getInvoice } from "@/server/invoices/get-invoice";
import { expireInvoices } from "@/server/invoices/lifecycle/expire-invoices";
import { deliverDueWebhooks } from "@/server/webhooks/delivery/deliver-due-webhooks";
import { newWebhookSecret } from "@/server/webhooks/delivery/sign";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { startAnvil } from "@/server/testing/anvil";
import { deployer, deployTestStablecoin, type DeployedToken } from "@/server/testing/erc20";
import { readChainCursor } from "../chain-cursor";
import type { EvmChainConfig } from "./evm-config";
import { watchEvmChain } from "./watch-evm-chain";

const merchantMnemonic = "test test test test test test test test test test test junk";
/** anvil's first pre-funded, unlocked account plays the payer (and deploys the tokens). */
const payer = deployer;
const confirmations = 3;

type LocalChain = { anvil: Awaited<ReturnType<typeof startAnvil>>; tokens: Partial<Record<AssetCode, DeployedToken>> };
const chains: Partial<Record<EvmNetwork, LocalChain>> = {};
const local = (network: EvmNetwork) => {
  const found = chains[network];
  if (!found) throw new Error(`no local chain for ${network}`);
  return found;
};

let nextAddressIndex = 10;
const invoiceAddress = () => mnemonicToAccount(merchantMnemonic, { addressIndex: nextAddressIndex++ }).address;

const symbolOf = (asset: AssetCode) => (asset.startsWith("USDC") ? "USDC" : "USDT");

const config = (network: EvmNetwork): EvmChainConfig => {
  const { anvil, tokens } = local(network);
  return {
    network,
    rpcUrl: anvil.url,
    chainId: anvil.chainId,
    confirmations,
    nativeAsset: network === "ethereum" ? "ETH" : null,
    tokens: Object.entries(tokens).map(([asset, token]) => ({
      asset: asset as AssetCode,
      contract: token.address,
      symbol: symbolOf(asset as AssetCode),
      decimals: token.decimals,
    })),
    batchBlocks: 4,
    maxBlocksPerTick: 1_000,
    lookbackBlocks: 300,
    timeoutMs: 5_000,
    idleProbeMs: 60_000,
  };
};

const chain = (network: EvmNetwork = "ethereum") =>
  createTestClient({ mode: "anvil", transport: http(local(network).anvil.url) }).extend(publicActions);
const wallet = () => createWalletClient({ transport: http(local("ethereum").anvil.url) });

/** Waits for the transaction's block: anvil may answer the send before it has mined it. */
async function mined(hash: `0x${string}`) {
  await chain().waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

async function sendEth(to: Address, value: bigint) {
  await mined(await wallet().sendTransaction({ account: payer, to, value, chain: null }));
}

/** Pays `value` of `asset`'s token on `network` (by default the asset's own) to `to`. */
async function sendToken(asset: AssetCode, to: Address, value: bigint, network: EvmNetwork = networkOf(asset)) {
  const token = local(network).tokens[asset];
  if (!token) throw new Error(`${asset} is not deployed on ${network}`);
  await token.transfer({ to, value });
}

function networkOf(asset: AssetCode): EvmNetwork {
  if (asset.endsWith("BSC")) return "bsc";
  if (asset.endsWith("POLYGON")) return "polygon";
  return "ethereum";
}

async function tick(network: EvmNetwork, overrides: Partial<EvmChainConfig> = {}) {
  return watchEvmChain(await getDb(), { ...config(network), ...overrides }, new Date());
}

/** An invoice at a fresh address of the test mnemonic, for a new merchant unless `userId` names one. */
async function openInvoice(payCurrency: AssetCode, due: bigint, values: Partial<NewInvoice> & { userId?: number } = {}) {
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
  // Three networks, as a deployment configures them: each its own chain id and its own tokens with
  // their real decimals (USDT 18 on BSC, 6 on Ethereum and Polygon).
  const [ethereum, bsc, polygon] = await Promise.all([startAnvil({ chainId: 1 }), startAnvil({ chainId: 56 }), startAnvil({ chainId: 137 })]);
  const deploy = (anvil: LocalChain["anvil"], symbol: string, decimals: number) => deployTestStablecoin({ rpcUrl: anvil.url, symbol, decimals });
  chains.ethereum = { anvil: ethereum, tokens: { USDTETH: await deploy(ethereum, "USDT", 6) } };
  chains.bsc = { anvil: bsc, tokens: { USDTBSC: await deploy(bsc, "USDT", 18) } };
  chains.polygon = { anvil: polygon, tokens: { USDTPOLYGON: await deploy(polygon, "USDT", 6), USDCPOLYGON: await deploy(polygon, "USDC", 6) } };
  for (const { tokens } of Object.values(chains)) {
    for (const token of Object.values(tokens)) await token.mint(payer, parseUnits("1000000", token.decimals));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(chains).map((entry) => entry.anvil.stop()));
});

describe("EVM watcher on a local chain", () => {
  it("without watched invoices only looks at the head now and then, for the node's health", async () => {
    const db = await getDb();
    const now = new Date();
    // Polygon has no invoice yet in this file: the first tick reads the head once.
    await expect(tick("polygon")).resolves.toMatchObject({ watched: 0 });
    // Nothing listens on port 9: any call would fail the tick; within the probe interval none is made.
    const unreachable = { ...config("polygon"), rpcUrl: "http://127.0.0.1:9" };
    await expect(watchEvmChain(db, unreachable, new Date(now.getTime() + 1_000))).resolves.toMatchObject({ watched: 0 });
    const health = await db.query.chainCursors.findFirst({ where: (table, { eq: equals }) => equals(table.network, "polygon") });
    expect(health).toMatchObject({ headBlock: Number(await chain("polygon").getBlockNumber()), lastError: null });
  });

  it("refuses a node that serves another chain than the network's", async () => {
    await openInvoice("USDTPOLYGON", 1_000_000n);
    const bscNodeAsPolygon = { ...config("polygon"), rpcUrl: local("bsc").anvil.url };
    await expect(tick("polygon", bscNodeAsPolygon)).rejects.toThrow(/chain id 56, not 137/);
  });

  it("takes a USDT (BEP-20) invoice through CONFIRMING to PAID and the receiver gets both signed events", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const secret = newWebhookSecret();
    const receiver = await startReceiver(secret);
    await db.insert(webhookEndpoints).values({ userId: merchant.id, url: receiver.url, secret });
    const due = parseEther("25.5");
    const { address, invoice } = await openInvoice("USDTBSC", due, { userId: merchant.id });

    await sendToken("USDTBSC", address, due);
    await tick("bsc");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "CONFIRMING", amountPendingBase: due.toString() });

    await chain("bsc").mine({ blocks: confirmations - 1 });
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
    await sendToken("USDTBSC", address, parseEther("12"));
    await chain("bsc").mine({ blocks: confirmations });
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
    await sendToken("USDTBSC", other.address, due);
    await chain("bsc").mine({ blocks: confirmations });
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

  it("counts a 6-decimal token exactly, a short payment as partial, and the remainder to PAID", async () => {
    const due = parseUnits("49.990001", 6);
    const { db, address, invoice } = await openInvoice("USDCPOLYGON", due);
    await sendToken("USDCPOLYGON", address, parseUnits("20", 6));
    await chain("polygon").mine({ blocks: confirmations });
    await tick("polygon");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PARTIALLY_PAID", amountPaidBase: parseUnits("20", 6).toString() });
    await sendToken("USDCPOLYGON", address, parseUnits("29.990001", 6));
    await chain("polygon").mine({ blocks: confirmations });
    await tick("polygon");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString(), overpaid: false });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.partially_paid", "invoice.paid"]);
  });

  it("pays an expired 6-decimal token invoice late, in the monitoring window", async () => {
    const due = parseUnits("15.25", 6);
    const { db, address, invoice } = await openInvoice("USDTETH", due, { expiresAt: new Date(Date.now() - 60_000) });
    await expireInvoices(db, { now: new Date() });
    await sendToken("USDTETH", address, due);
    await chain("ethereum").mine({ blocks: confirmations });
    await tick("ethereum");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", paidLate: true, amountPaidBase: due.toString() });
  });

  it("does not count USDT sent to a USDC invoice's address", async () => {
    const { address, invoice } = await openInvoice("USDCPOLYGON", parseUnits("5", 6));
    await sendToken("USDTPOLYGON", address, parseUnits("5", 6));
    await chain("polygon").mine({ blocks: confirmations });
    await tick("polygon");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPaidBase: "0" });
  });

  it("drops a token payment whose block was re-orged out", async () => {
    const due = parseUnits("7", 6);
    const { db, address, invoice } = await openInvoice("USDTPOLYGON", due);
    await tick("polygon");
    const snapshot = await chain("polygon").snapshot();
    await sendToken("USDTPOLYGON", address, due);
    await tick("polygon");
    expect((await statusOf(invoice.id)).status).toBe("CONFIRMING");
    await chain("polygon").revert({ id: snapshot });
    await chain("polygon").mine({ blocks: 2 });
    await tick("polygon");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPendingBase: "0" });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment?.state).toBe("dropped");
  });

  it("counts USDT sent on another network by default, converted to the invoice's decimals and flagged", async () => {
    // A USDT invoice on BNB Smart Chain (18 decimals) paid with USDT on Ethereum (6 decimals).
    const due = parseEther("12.5");
    const { db, address, invoice } = await openInvoice("USDTBSC", due);
    await sendToken("USDTETH", address, parseUnits("12.5", 6), "ethereum");
    await chain("ethereum").mine({ blocks: confirmations });
    await tick("ethereum");
    await tick("bsc");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString() });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ network: "ethereum", counted: true, state: "confirmed", amountBase: due.toString() });
    expect(payment?.raw).toMatchObject({ value: parseUnits("12.5", 6).toString(), decimals: 6 });
    const shown = await getInvoice(db, { userId: invoice.userId, role: "merchant" }, String(invoice.id));
    expect(shown).toMatchObject({ status: "PAID", paid_on_other_network: true });
    expect(shown.transactions).toEqual([expect.objectContaining({ network: "ethereum", counted: true, amount: "12.5" })]);
  });

  it("only records a payment on another network for a merchant whose policy is to record", async () => {
    const due = parseUnits("3", 6);
    const { db, address, invoice } = await openInvoice("USDTPOLYGON", due);
    await db.update(users).set({ otherNetworkPayments: "record" }).where(eq(users.id, invoice.userId));
    // USDT on BNB Smart Chain has 18 decimals: 3 USDT there is 3 × 10^18 base units.
    await sendToken("USDTBSC", address, parseEther("3"), "bsc");
    await chain("bsc").mine({ blocks: confirmations });
    await tick("bsc");
    expect(await statusOf(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPaidBase: "0" });
    const shown = await getInvoice(db, { userId: invoice.userId, role: "merchant" }, String(invoice.id));
    expect(shown.paid_on_other_network).toBe(true);
    expect(shown.transactions).toEqual([expect.objectContaining({ network: "bsc", counted: false, amount: "3", state: "confirmed" })]);
    // The merchant sees it as a fact of the invoice: a new version with an event.
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.updated"]);
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
