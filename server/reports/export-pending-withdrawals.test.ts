import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { createPayout } from "@/server/withdrawals/payouts/create-payout";
import { createCryptoRefund } from "@/server/withdrawals/refunds/create-crypto-refund";
import { exportPendingWithdrawalsCsv, exportPendingWithdrawalsInput } from "./export-pending-withdrawals";

const rates = { name: "test", getRate: async () => ({ rate: "350000", source: "test", at: new Date() }), cachedRate: () => undefined };

describe("exportPendingWithdrawalsCsv", () => {
  it("lists the sends awaiting the merchant, with wallet URIs, or as pay-to-many lines of one currency", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const actor = { userId: merchant.id, role: "merchant" as const };
    const payment = await insertTestInvoice(db, { userId: merchant.id, status: "PAID", amountPaidBase: "100000", externalReference: "order-7" });
    const refund = await createCryptoRefund(db, actor, {
      invoiceId: payment.id,
      input: { basis: "crypto", crypto_amount: "0.0004", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" },
    });
    // Not yet claimed, and another merchant's: neither is a send to make.
    await createCryptoRefund(db, actor, { invoiceId: payment.id, input: { basis: "crypto", crypto_amount: "0.0001" } });
    const payout = await createPayout(db, actor, {
      input: { pay_currency: "BTC", fiat_currency: "BRL", crypto_amount: "0.00025", address: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy" },
      rates,
    });
    const stranger = await insertMerchant(db);
    await createPayout(db, { userId: stranger.id, role: "merchant" }, {
      input: { pay_currency: "BTC", fiat_currency: "BRL", crypto_amount: "1", address: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy" },
      rates,
    });

    const full = await exportPendingWithdrawalsCsv(db, actor, exportPendingWithdrawalsInput.parse({}));
    const lines = full.trim().split("\n");
    expect(lines[0]).toBe("id,kind,refund_of,pay_currency,address,amount,wallet_uri,fiat_amount,fiat_currency,external_reference,customer_name,created_at");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 7))).toEqual([
      [`"${refund.id}"`, '"refund"', `"${payment.id}"`, '"BTC"', '"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"', '"0.0004"', '"bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.0004"'],
      [`"${payout.id}"`, '"payout"', '""', '"BTC"', '"3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"', '"0.00025"', '"bitcoin:3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy?amount=0.00025"'],
    ]);
    expect(await exportPendingWithdrawalsCsv(db, actor, exportPendingWithdrawalsInput.parse({ pay_currency: "btc", format: "pay-to-many" }))).toBe(
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4,0.0004\n3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy,0.00025\n",
    );
    await expect(exportPendingWithdrawalsCsv(db, actor, exportPendingWithdrawalsInput.parse({ format: "pay-to-many" }))).rejects.toMatchObject({
      errors: [{ path: "pay_currency" }],
    });
  });
});
