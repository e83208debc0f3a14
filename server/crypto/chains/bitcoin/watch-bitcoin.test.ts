import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import type { BitcoinWatcherConfig } from "./bitcoin-config";
import { esploraTransaction, startFakeEsplora } from "@/server/testing/fake-esplora";
import { watchBitcoin } from "./watch-bitcoin";

let esplora: Awaited<ReturnType<typeof startFakeEsplora>>;
const config = (): BitcoinWatcherConfig => ({ esploraUrl: esplora.url, confirmations: 2, timeoutMs: 2_000, concurrency: 2 });
const txid = () => randomBytes(32).toString("hex");
const address = () => `bc1q${randomBytes(19).toString("hex")}`;

async function tick() {
  return watchBitcoin(await getDb(), config(), new Date());
}

async function invoiceFor(payAddress: string, amountDueBase = "150000") {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  return insertTestInvoice(db, { userId: merchant.id, payCurrency: "BTC", payAddress, amountDueBase });
}

async function reload(invoiceId: number) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new Error("invoice vanished");
  return row;
}

beforeAll(async () => {
  esplora = await startFakeEsplora();
});

afterAll(async () => {
  await esplora?.close();
});

describe("Bitcoin watcher against an Esplora API", () => {
  it("calls nothing when no bitcoin invoice is open", async () => {
    esplora.state.requests.length = 0;
    expect(await tick()).toMatchObject({ watched: 0 });
    expect(esplora.state.requests).toEqual([]);
  });

  it("goes confirming for a mempool transaction and paid once it has enough confirmations", async () => {
    const db = await getDb();
    const payAddress = address();
    const invoice = await invoiceFor(payAddress);
    const id = txid();
    // The payment output, plus the payer's change output that must not count.
    const outputs = [
      { address: "bc1qchange0000000000000000000000000000000", value: 999_000 },
      { address: payAddress, value: 150_000 },
    ];
    esplora.state.transactions.set(payAddress, [esploraTransaction({ txid: id, outputs })]);
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "CONFIRMING", amountPendingBase: "150000" });

    esplora.state.transactions.set(payAddress, [esploraTransaction({ txid: id, outputs, blockHeight: esplora.state.tipHeight })]);
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "CONFIRMING", confirmations: 1 });

    esplora.state.tipHeight += 1;
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: "150000", confirmations: 2 });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ network: "bitcoin", reference: id, outputIndex: 1, state: "confirmed" });
    // The first confirmation changes what GET shows without a state move: invoice.updated.
    expect(await eventTypesOf(db, invoice.id)).toEqual([
      "invoice.created",
      "invoice.confirming",
      "invoice.updated",
      "invoice.paid",
    ]);
  });

  it("sums two confirmed transactions, and stays partially paid on one", async () => {
    const payAddress = address();
    const invoice = await invoiceFor(payAddress, "100000");
    const height = esplora.state.tipHeight - 5;
    const first = esploraTransaction({ txid: txid(), outputs: [{ address: payAddress, value: 60_000 }], blockHeight: height });
    esplora.state.transactions.set(payAddress, [first]);
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "PARTIALLY_PAID", amountPaidBase: "60000" });

    const second = esploraTransaction({ txid: txid(), outputs: [{ address: payAddress, value: 40_000 }], blockHeight: height });
    esplora.state.transactions.set(payAddress, [first, second]);
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: "100000" });
  });

  it("drops a transaction that disappears from the mempool and returns the invoice to waiting", async () => {
    const db = await getDb();
    const payAddress = address();
    const invoice = await invoiceFor(payAddress);
    const id = txid();
    esplora.state.transactions.set(payAddress, [esploraTransaction({ txid: id, outputs: [{ address: payAddress, value: 150_000 }] })]);
    await tick();
    expect((await reload(invoice.id)).status).toBe("CONFIRMING");

    esplora.state.transactions.set(payAddress, []);
    await tick();
    expect(await reload(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPendingBase: "0" });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.reference, id));
    expect(payment?.state).toBe("dropped");
  });

  it("keeps a pending payment when its address cannot be read this time", async () => {
    const payAddress = address();
    const invoice = await invoiceFor(payAddress);
    esplora.state.transactions.set(payAddress, [
      esploraTransaction({ txid: txid(), outputs: [{ address: payAddress, value: 150_000 }] }),
    ]);
    await tick();
    esplora.state.failingAddresses.add(payAddress);
    expect(await tick()).toMatchObject({ failures: 1 });
    expect((await reload(invoice.id)).status).toBe("CONFIRMING");
    esplora.state.failingAddresses.delete(payAddress);
  });
});
