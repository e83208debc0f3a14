// Bitcoin refunds against a local Esplora server: the merchant's send of exactly the amount to the
// claimed address is seen in the mempool, confirmed and COMPLETED with its txid; a send of another
// amount or to another address completes nothing; a send that leaves the mempool is dropped; a
// pasted txid is checked against the indexer before it counts.
import { randomBytes } from "node:crypto";
import { bech32 } from "@scure/base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { BitcoinWatcherConfig } from "@/server/crypto/chains/bitcoin/bitcoin-config";
import { watchBitcoin } from "@/server/crypto/chains/bitcoin/watch-bitcoin";
import type { ChainAccess } from "@/server/crypto/chains/transaction-transfers";
import { getInvoice } from "@/server/invoices/get-invoice";
import { esploraTransaction, startFakeEsplora } from "@/server/testing/fake-esplora";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventTypesOf, expectConsistentHistory, insertTestInvoice } from "@/server/testing/invoices";
import { claimWithdrawal } from "./claim";
import { createCryptoRefund } from "./refunds/create-crypto-refund";
import { verifyWithdrawalSend } from "./verify-send";

let esplora: Awaited<ReturnType<typeof startFakeEsplora>>;
const config = (): BitcoinWatcherConfig => ({ esploraUrl: esplora.url, confirmations: 2, timeoutMs: 2_000, concurrency: 2 });
const chains: ChainAccess = { evm: () => null, bitcoin: config, tron: () => null };
const txid = () => randomBytes(32).toString("hex");
/** A valid mainnet P2WPKH address of nobody's key. */
const freshAddress = () => bech32.encode("bc", [0, ...bech32.toWords(randomBytes(20))]);
const now = () => Math.floor(Date.now() / 1000);
const tick = async () => watchBitcoin(await getDb(), config(), new Date());

beforeAll(async () => {
  esplora = await startFakeEsplora();
});
afterAll(async () => {
  await esplora?.close();
});

/** A refund of 0.001 BTC of a paid payment, claimed with a fresh address. */
async function claimedRefund() {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const actor = { userId: merchant.id, role: "merchant" as const };
  const payment = await insertTestInvoice(db, {
    userId: merchant.id,
    status: "PAID",
    payCurrency: "BTC",
    amountDueBase: "250000",
    amountPaidBase: "250000",
    payAddress: freshAddress(),
  });
  const refund = await createCryptoRefund(db, actor, { invoiceId: payment.id, input: { basis: "crypto", crypto_amount: "0.001" } });
  const destination = freshAddress();
  const claimId = refund.withdrawal?.claim_url.split("/").at(-1) ?? "";
  expect(await claimWithdrawal(db, { claimId, address: destination })).toMatchObject({ ok: true });
  return { db, actor, refundId: Number(refund.id), destination };
}

describe("Bitcoin refunds against an Esplora server", () => {
  it("goes CONFIRMING on the exact send in the mempool and COMPLETED with its txid once confirmed", async () => {
    const { db, actor, refundId, destination } = await claimedRefund();
    const wrongAmount = esploraTransaction({ txid: txid(), outputs: [{ address: destination, value: 99_999 }], blockHeight: esplora.state.tipHeight, blockTime: now() });
    const elsewhere = esploraTransaction({ txid: txid(), outputs: [{ address: freshAddress(), value: 100_000 }], blockHeight: esplora.state.tipHeight, blockTime: now() });
    esplora.state.transactions.set(destination, [wrongAmount]);
    esplora.state.transactions.set("elsewhere", [elsewhere]);
    await tick();
    expect((await getInvoice(db, actor, refundId)).status).toBe("AWAITING_PAYMENT");

    const sendId = txid();
    // The merchant's change goes back to their wallet; only the output to the receiver counts.
    const outputs = [{ address: freshAddress(), value: 5_000_000 }, { address: destination, value: 100_000 }];
    esplora.state.transactions.set(destination, [wrongAmount, esploraTransaction({ txid: sendId, outputs })]);
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "CONFIRMING", withdrawal: { transaction_hash: sendId } });

    esplora.state.tipHeight += 1;
    esplora.state.transactions.set(destination, [wrongAmount, esploraTransaction({ txid: sendId, outputs, blockHeight: esplora.state.tipHeight, blockTime: now() })]);
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "CONFIRMING", confirmations: 1 });
    esplora.state.tipHeight += 1;
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({
      status: "COMPLETED",
      amount_paid: "0.001",
      withdrawal: { transaction_hash: sendId },
      transactions: [{ hash: sendId, output_index: 1, amount: "0.001", confirmations: 2, state: "confirmed" }],
    });
    expect(await eventTypesOf(db, refundId)).toEqual([
      "refund.created",
      "refund.awaiting_payment",
      "refund.confirming",
      "refund.updated",
      "refund.completed",
    ]);
    await expectConsistentHistory(db, refundId);
  });

  it("goes back to awaiting the send when its transaction leaves the mempool", async () => {
    const { db, actor, refundId, destination } = await claimedRefund();
    esplora.state.transactions.set(destination, [esploraTransaction({ txid: txid(), outputs: [{ address: destination, value: 100_000 }] })]);
    await tick();
    expect((await getInvoice(db, actor, refundId)).status).toBe("CONFIRMING");
    esplora.state.transactions.set(destination, []);
    await tick();
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ status: "AWAITING_PAYMENT", withdrawal: { transaction_hash: null } });
    await expectConsistentHistory(db, refundId);
  });

  it("checks a pasted txid against the indexer: unrelated, unknown or older transactions are refused", async () => {
    const { db, actor, refundId, destination } = await claimedRefund();
    const paste = (transactionHash: string) => verifyWithdrawalSend(db, actor, { invoiceId: refundId, transactionHash, chains });
    const unrelatedId = txid();
    esplora.state.transactions.set(`unrelated-${unrelatedId}`, [
      esploraTransaction({ txid: unrelatedId, outputs: [{ address: freshAddress(), value: 100_000 }], blockHeight: esplora.state.tipHeight, blockTime: now() }),
    ]);
    await expect(paste(unrelatedId)).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("The transaction sends 0.001 BTC to bc1") });
    await expect(paste(txid())).rejects.toMatchObject({ code: "transaction_rejected", message: expect.stringContaining("No transaction") });
    const oldId = txid();
    esplora.state.transactions.set(`old-${oldId}`, [
      esploraTransaction({ txid: oldId, outputs: [{ address: destination, value: 100_000 }], blockHeight: 800_000, blockTime: now() - 86_400 }),
    ]);
    await expect(paste(oldId)).rejects.toMatchObject({ message: expect.stringContaining("before this withdrawal was created") });

    const sendId = txid();
    esplora.state.transactions.set(`send-${sendId}`, [
      esploraTransaction({ txid: sendId, outputs: [{ address: destination, value: 100_000 }], blockHeight: esplora.state.tipHeight - 1, blockTime: now() }),
    ]);
    expect((await paste(sendId)).status).toBe("COMPLETED");
    expect(await getInvoice(db, actor, refundId)).toMatchObject({ withdrawal: { transaction_hash: sendId }, transactions: [{ confirmations: 2, state: "confirmed" }] });
    await expect(paste(sendId)).rejects.toMatchObject({ code: "invalid_transition" });
    await expectConsistentHistory(db, refundId);
  });
});
