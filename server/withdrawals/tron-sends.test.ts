// Refunds on TRON against a local server speaking TRON's HTTP API (server/testing/fake-tron-api.ts):
// the merchant's USDT send to the receiver, seen by the TRON watcher, CONFIRMING then COMPLETED once
// its block is solidified; the wrong amount or address completes nothing; a pasted hash is checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { TronWatcherConfig } from "@/server/crypto/chains/tron/tron-config";
import { watchTron } from "@/server/crypto/chains/tron/watch-tron";
import type { ChainAccess } from "@/server/crypto/chains/transaction-transfers";
import { deriveAddress } from "@/server/crypto/wallets/derive-address";
import { getInvoice } from "@/server/invoices/get-invoice";
import { startFakeTronApi, type FakeTronApi } from "@/server/testing/fake-tron-api";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventTypesOf, expectConsistentHistory, insertTestInvoice } from "@/server/testing/invoices";
import { randomAccountKey } from "@/server/testing/keys";
import { createCryptoRefund } from "./refunds/create-crypto-refund";
import { verifyWithdrawalSend } from "./verify-send";

const receiversKey = randomAccountKey("tron");
let nextReceiver = 0;
const receiverAddress = () => deriveAddress({ chain: "tron", extendedKey: receiversKey, index: nextReceiver++ });
const usdt = (units: number) => BigInt(units) * 1_000_000n;

let tron: FakeTronApi;
const config = (): TronWatcherConfig => ({
  apiUrl: tron.url,
  confirmations: 1,
  tokens: [{ asset: "USDTTRON", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 }],
  maxBlocksPerTick: 300,
  concurrency: 4,
  lookbackBlocks: 100,
  timeoutMs: 5_000,
  idleProbeMs: 60_000,
});
const chains: ChainAccess = { evm: () => null, bitcoin: () => null, tron: config };
const tick = async () => watchTron(await getDb(), config(), new Date());
const solidifyAll = () => tron.mine(tron.state.solidityLag);

beforeAll(async () => {
  tron = await startFakeTronApi({ solidityLag: 5 });
});
afterAll(async () => {
  await tron?.close();
});

/** A merchant's USDT payment on TRON that received 100 USDT, and a refund of 40 USDT of it to a known address. */
async function tronRefund() {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const actor = { userId: merchant.id, role: "merchant" as const };
  const payment = await insertTestInvoice(db, {
    userId: merchant.id,
    status: "PAID",
    payCurrency: "USDTTRON",
    amountDueBase: usdt(100).toString(),
    amountPaidBase: usdt(100).toString(),
    payAddress: receiverAddress(),
    rate: "5.5",
  });
  const destination = receiverAddress();
  const refund = await createCryptoRefund(db, actor, { invoiceId: payment.id, input: { basis: "crypto", crypto_amount: "40", address: destination } });
  return { db, actor, refundId: Number(refund.id), destination };
}

describe("USDT refunds on TRON", () => {
  it("sees the merchant's send of exactly the amount to the receiver, and completes it once solidified", async () => {
    const { db, actor, refundId, destination } = await tronRefund();
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");

    tron.transfer({ to: destination, value: usdt(39) });
    tron.transfer({ to: receiverAddress(), value: usdt(40) });
    solidifyAll();
    await tick();
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");

    const send = tron.transfer({ to: destination, value: usdt(40) });
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "CONFIRMING", withdrawal: { transaction_hash: send } });
    solidifyAll();
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({
      status: "COMPLETED",
      amount_paid: "40",
      withdrawal: { transaction_hash: send },
      transactions: [{ hash: send, amount: "40", state: "confirmed" }],
    });
    expect(await eventTypesOf(db, refundId)).toEqual(["refund.created", "refund.confirming", "refund.completed"]);
    await expectConsistentHistory(db, refundId);
  });

  it("checks a pasted hash through the TRON API: another address or amount is refused, the right one counts", async () => {
    const { db, actor, refundId, destination } = await tronRefund();
    const paste = (transactionHash: string) => verifyWithdrawalSend(db, actor, { invoiceId: refundId, transactionHash, chains });

    const elsewhere = tron.transfer({ to: receiverAddress(), value: usdt(40) });
    await expect(paste(elsewhere)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringMatching(/^The transaction sends 40 USDTTRON to T/) });
    const short = tron.transfer({ to: destination, value: usdt(4) });
    await expect(paste(short)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("sends 4 USDTTRON to the address") });
    await expect(paste("ab".repeat(32))).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("No transaction") });

    const send = tron.transfer({ to: destination, value: usdt(40) });
    expect((await paste(send)).status).toBe("CONFIRMING");
    solidifyAll();
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "COMPLETED", withdrawal: { transaction_hash: send } });
    await expectConsistentHistory(db, refundId);
  });
});
