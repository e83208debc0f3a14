// The TRON watcher against a local server speaking TRON's HTTP API (server/testing/fake-tron-api.ts):
// TRC-20 transfers in blocks, solidification, a replaced block, failures and rate limiting.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices, type NewInvoice } from "@/db/schema";
import { deriveAddress } from "@/server/crypto/wallets/derive-address";
import { expireInvoices } from "@/server/invoices/lifecycle/expire-invoices";
import { startFakeTronApi, type FakeTronApi } from "@/server/testing/fake-tron-api";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventTypesOf, insertTestInvoice } from "@/server/testing/invoices";
import { randomAccountKey } from "@/server/testing/keys";
import { createTronApi, TronRateLimitedError } from "./tron-api";
import type { TronWatcherConfig } from "./tron-config";
import { watchTron } from "./watch-tron";

const merchantKey = randomAccountKey("tron");
let nextIndex = 0;
let tron: FakeTronApi;

const config = (overrides: Partial<TronWatcherConfig> = {}): TronWatcherConfig => ({
  apiUrl: tron.url,
  apiKey: "test-trongrid-key",
  confirmations: 1,
  tokens: [{ asset: "USDTTRON", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 }],
  maxBlocksPerTick: 300,
  concurrency: 4,
  lookbackBlocks: 100,
  timeoutMs: 5_000,
  idleProbeMs: 60_000,
  ...overrides,
});

const tick = async (overrides: Partial<TronWatcherConfig> = {}, now = new Date()) => watchTron(await getDb(), config(overrides), now);
const usdt = (text: string) => BigInt(Math.round(Number(text) * 1_000_000));

async function openInvoice(due: bigint, values: Partial<NewInvoice> = {}) {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const address = deriveAddress({ chain: "tron", extendedKey: merchantKey, index: nextIndex++ });
  const invoice = await insertTestInvoice(db, { ...values, userId: merchant.id, payCurrency: "USDTTRON", payAddress: address, amountDueBase: due.toString() });
  return { db, address, invoice };
}

async function statusOf(invoiceId: number) {
  const [row] = await (await getDb()).select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error("invoice vanished");
  return row;
}

/** Enough new blocks that everything before them is solidified. */
const solidifyAll = () => tron.mine(tron.state.solidityLag);

beforeAll(async () => {
  tron = await startFakeTronApi({ solidityLag: 5 });
});

afterAll(async () => {
  await tron?.close();
});

describe("TRON watcher", () => {
  it("reads only the head now and then while no TRON invoice is open", async () => {
    const db = await getDb();
    tron.state.requests.length = 0;
    await expect(tick()).resolves.toMatchObject({ watched: 0 });
    await expect(tick({}, new Date(Date.now() + 1_000))).resolves.toMatchObject({ watched: 0 });
    expect(tron.state.requests.map((request) => request.path)).toEqual(["/wallet/getnowblock"]);
    const health = await db.query.chainCursors.findFirst({ where: (table, { eq: equals }) => equals(table.network, "tron") });
    expect(health).toMatchObject({ headBlock: tron.state.head, lastError: null });
  });

  it("takes a USDT (TRC-20) payment through CONFIRMING to PAID once its block is solidified", async () => {
    const due = usdt("18.52");
    const { db, address, invoice } = await openInvoice(due);
    const id = tron.transfer({ to: address, value: due });
    await tick();
    expect(await statusOf(invoice.id)).toMatchObject({ status: "CONFIRMING", amountPendingBase: due.toString(), confirmations: 0 });

    solidifyAll();
    await tick();
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: due.toString(), overpaid: false });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ network: "tron", reference: id, state: "confirmed", outputIndex: 0 });
    expect(payment?.raw).toMatchObject({ to: address, from: "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK" });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming", "invoice.paid"]);
    expect(tron.state.apiKeys.at(-1)).toBe("test-trongrid-key");
  });

  it("sums a partial payment and the remainder, and flags an overpayment", async () => {
    const partial = await openInvoice(usdt("10"));
    tron.transfer({ to: partial.address, value: usdt("4") });
    solidifyAll();
    await tick();
    expect(await statusOf(partial.invoice.id)).toMatchObject({ status: "PARTIALLY_PAID", amountPaidBase: usdt("4").toString() });
    tron.transfer({ to: partial.address, value: usdt("6") });
    solidifyAll();
    await tick();
    expect(await statusOf(partial.invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: usdt("10").toString() });

    const over = await openInvoice(usdt("10"));
    tron.transfer({ to: over.address, value: usdt("10.5") });
    solidifyAll();
    await tick();
    expect(await statusOf(over.invoice.id)).toMatchObject({ status: "PAID", overpaid: true });
  });

  it("pays an expired invoice late within the monitoring window", async () => {
    const due = usdt("3");
    const { db, address, invoice } = await openInvoice(due, { expiresAt: new Date(Date.now() - 60_000) });
    await expireInvoices(db, { now: new Date() });
    tron.transfer({ to: address, value: due });
    solidifyAll();
    await tick();
    expect(await statusOf(invoice.id)).toMatchObject({ status: "PAID", paidLate: true });
  });

  it("drops a payment whose block was replaced before it was solidified", async () => {
    const due = usdt("2");
    const { db, address, invoice } = await openInvoice(due);
    tron.transfer({ to: address, value: due });
    const block = tron.state.head;
    await tick();
    expect((await statusOf(invoice.id)).status).toBe("CONFIRMING");

    tron.replaceBlock(block);
    solidifyAll();
    await tick();
    expect(await statusOf(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPendingBase: "0" });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment?.state).toBe("dropped");
  });

  it("ignores a failed transfer, another token and another invoice's address", async () => {
    const mine = await openInvoice(usdt("1"));
    const other = await openInvoice(usdt("1"));
    tron.transfer({ to: mine.address, value: usdt("1"), result: "REVERT" });
    // USDC's TRC-20 contract is not watched.
    tron.transfer({ to: mine.address, value: usdt("1"), contract: "TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8" });
    tron.transfer({ to: other.address, value: usdt("1") });
    solidifyAll();
    await tick();
    expect(await statusOf(mine.invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPaidBase: "0" });
    expect((await statusOf(other.invoice.id)).status).toBe("PAID");
  });

  it("makes one request per new block and two for the heads, however many invoices are open", async () => {
    for (let count = 0; count < 40; count++) await openInvoice(usdt("1"));
    await tick();
    tron.mine(3);
    tron.state.requests.length = 0;
    const result = await tick();
    expect(result).toMatchObject({ scannedBlocks: 3 });
    expect(tron.state.requests.map((request) => request.path).sort()).toEqual([
      "/wallet/getnowblock",
      "/wallet/gettransactioninfobyblocknum",
      "/wallet/gettransactioninfobyblocknum",
      "/wallet/gettransactioninfobyblocknum",
      "/walletsolidity/getnowblock",
    ]);
  });

  it("fails the tick on an error answer and loses nothing: the next tick reads the same blocks", async () => {
    const due = usdt("5");
    const { address, invoice } = await openInvoice(due);
    await tick();
    tron.transfer({ to: address, value: due });
    tron.state.failures.push({ path: "/wallet/gettransactioninfobyblocknum", status: 200, body: { Error: "class java.lang.NullPointerException : null" } });
    await expect(tick()).rejects.toThrow(/NullPointerException/);
    tron.state.failures.push({ path: "/wallet/getnowblock", status: 503, body: { Error: "service unavailable" } });
    await expect(tick()).rejects.toThrow(/503/);
    expect((await statusOf(invoice.id)).status).toBe("WAITING_PAYMENT");
    await tick();
    expect((await statusOf(invoice.id)).status).toBe("CONFIRMING");
  });

  it("stops calling after a 429 until its Retry-After has passed", async () => {
    const limited = await startFakeTronApi();
    try {
      let clock = 1_000_000;
      const api = createTronApi({ apiUrl: limited.url, timeoutMs: 5_000, now: () => clock });
      limited.state.failures.push({ status: 429, body: { Error: "Too Many Requests" }, headers: { "retry-after": "7" } });
      await expect(api.nowBlock()).rejects.toBeInstanceOf(TronRateLimitedError);
      clock += 6_000;
      await expect(api.nowBlock()).rejects.toBeInstanceOf(TronRateLimitedError);
      expect(limited.state.requests).toHaveLength(1);
      clock += 1_000;
      await expect(api.nowBlock()).resolves.toMatchObject({ number: limited.state.head });
      expect(limited.state.requests).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
