import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices, invoiceTransitions, webhookEvents, wallets } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { createUser } from "@/server/testing/fixtures";
import { createCryptoPayment } from "./create-crypto-payment";
import { createStaticProvider } from "@/server/rates/static-provider";
import { createCryptoPaymentInput } from "./schemas";
import { takeAddress } from "./wallets/address-reserve";
import { previewAddresses } from "./wallets/derive-address";
import { listWallets } from "./wallets/list-wallets";
import { setWallet } from "./wallets/set-wallet";
import { randomAccountKey, testAddresses, testKeys } from "@/server/testing/keys";

const input = (overrides: Record<string, unknown> = {}) =>
  createCryptoPaymentInput.parse({
    amount: 100,
    fiat_currency: "USD",
    pay_currency: "btc",
    customer_name: "Ana Souza",
    customer_email: "ana@example.com",
    external_reference: "order-1",
    ...overrides,
  });

/** The published test keys go to one merchant only (a key belongs to one account for good). */
let publishedKeysUsed = false;

async function merchantWithWallets(options: { published?: boolean } = {}) {
  const db = await getDb();
  const merchant = await createUser(db);
  if (options.published && publishedKeysUsed) throw new Error("the published keys are taken in this file");
  publishedKeysUsed ||= options.published === true;
  const keys = options.published
    ? { bitcoin: testKeys.bitcoinZpub, evm: testKeys.evmXpub }
    : { bitcoin: randomAccountKey("bitcoin"), evm: randomAccountKey("evm") };
  await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: keys.bitcoin });
  await setWallet(db, { userId: merchant.user.id, currency: "ETH", xpub: keys.evm });
  return { db, ...merchant };
}

describe("createCryptoPayment", () => {
  it("converts at the rate, derives the next address and stores the invoice with its timeline and event", async () => {
    const { db, actor } = await merchantWithWallets({ published: true });
    const payment = await createCryptoPayment(db, actor, input(), { rates: createStaticProvider({ BTC: { USD: "65000" } }) });
    expect(payment.pay_address).toBe(`${testAddresses.bitcoin[0]}?amount=0.00153847`);
    expect(payment.amount_due).toBe("0.00153847");
    expect(payment.rate_source).toBe("static");

    const [row] = await db.select().from(invoices).where(eq(invoices.id, Number(payment.id)));
    expect(row).toMatchObject({
      userId: actor.userId,
      gateway: "crypto",
      status: "WAITING_PAYMENT",
      amountMinor: 10000n,
      currency: "USD",
      payCurrency: "BTC",
      amountDueBase: "153847",
      payAddress: testAddresses.bitcoin[0],
      derivationIndex: 0,
      rate: "65000",
      rateSource: "static",
    });
    const timeline = await db.select().from(invoiceTransitions).where(eq(invoiceTransitions.invoiceId, Number(payment.id)));
    expect(timeline.map((entry) => entry.reason)).toEqual(["created"]);
    const events = await db.select().from(webhookEvents).where(eq(webhookEvents.invoiceId, Number(payment.id)));
    expect(events.map((event) => event.type)).toEqual(["invoice.created"]);
  });

  it("uses one EVM address sequence for ETH and USDTBSC", async () => {
    const { db, actor } = await merchantWithWallets();
    const eth = await createCryptoPayment(db, actor, input({ pay_currency: "ETH" }));
    const usdt = await createCryptoPayment(db, actor, input({ pay_currency: "usdtbsc" }));
    const [evmWallet] = await db.select().from(wallets).where(eq(wallets.userId, actor.userId)).then((rows) => rows.filter((row) => row.chain === "evm"));
    const expected = previewAddresses("evm", evmWallet?.extendedKey ?? "", 2);
    expect(eth.pay_address.split("?")[0]).toBe(expected[0]);
    expect(usdt.pay_address.split("?")[0]).toBe(expected[1]);
    expect(usdt.pay_currency).toBe("USDTBSC");
  });

  it("never gives two concurrent invoices the same index", async () => {
    const { db, actor } = await merchantWithWallets();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        createCryptoPayment(db, actor, input({ external_reference: `order-${index}` })),
      ),
    );
    const addresses = new Set(created.map((payment) => payment.pay_address.split("?")[0]));
    expect(addresses.size).toBe(12);
    const rows = await db.select({ index: invoices.derivationIndex }).from(invoices).where(eq(invoices.userId, actor.userId));
    expect(rows.map((row) => row.index).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 12 }, (_unused, index) => index),
    );
    expect((await listWallets(db, actor)).find((wallet) => wallet.chain === "bitcoin")?.nextIndex).toBe(12);
  });

  it("takes the active wallet's address when the ones taken ahead belong to a wallet replaced elsewhere", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const other = randomAccountKey("bitcoin");
    const first = randomAccountKey("bitcoin");
    const otherWallet = await setWallet(db, { userId: user.id, currency: "BTC", xpub: other });
    const firstWallet = await setWallet(db, { userId: user.id, currency: "BTC", xpub: first });
    // A burst takes indices of the first key ahead ...
    const burst = () => 1_000_000;
    for (let count = 0; count < 100; count++) await takeAddress(db, { userId: user.id, chain: "bitcoin" }, burst);
    // ... then another server process switches the merchant back to the other key.
    await db.transaction(async (tx) => {
      await tx.update(wallets).set({ active: false }).where(eq(wallets.id, firstWallet.id));
      await tx.update(wallets).set({ active: true }).where(eq(wallets.id, otherWallet.id));
    });

    const payment = await createCryptoPayment(db, actor, input());
    expect(payment.pay_address.split("?")[0]).toBe(previewAddresses("bitcoin", other, 1)[0]);
    const rows = await db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(rows.map((row) => [row.walletId, row.derivationIndex])).toEqual([[otherWallet.id, 0]]);
  });

  it("refuses with wallet_not_configured when the merchant has no wallet for the chain", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    await expect(createCryptoPayment(db, actor, input())).rejects.toSatisfy(
      (error: unknown) => error instanceof AppError && error.code === "wallet_not_configured",
    );
  });

  it("creates no invoice and consumes no index when no rate is available", async () => {
    const { db, actor } = await merchantWithWallets();
    await expect(
      createCryptoPayment(db, actor, input({ fiat_currency: "EUR" }), { rates: createStaticProvider({ BTC: { USD: "1" } }) }),
    ).rejects.toSatisfy((error: unknown) => error instanceof AppError && error.code === "rate_unavailable");
    expect(await db.select().from(invoices).where(eq(invoices.userId, actor.userId))).toHaveLength(0);
    expect((await listWallets(db, actor)).find((wallet) => wallet.chain === "bitcoin")?.nextIndex).toBe(0);
  });

  it("refuses a currency whose network this deployment does not watch, naming pay_currency, before taking an address", async () => {
    // The test configuration names no TRON API and no Base node.
    const { db, actor } = await merchantWithWallets();
    await setWallet(db, { userId: actor.userId, currency: "USDTTRON", xpub: randomAccountKey("tron") });
    for (const code of ["usdttron", "USDCBASE"]) {
      const error = await createCryptoPayment(db, actor, input({ pay_currency: code })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "currency_not_offered", errors: [{ path: "pay_currency" }] });
    }
    expect(await db.select().from(invoices).where(eq(invoices.userId, actor.userId))).toHaveLength(0);
    expect((await listWallets(db, actor)).map((wallet) => [wallet.chain, wallet.nextIndex])).toEqual([
      ["bitcoin", 0],
      ["evm", 0],
      ["tron", 0],
    ]);
  });
});
