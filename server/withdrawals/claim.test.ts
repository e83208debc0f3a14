// The claim link: the receiver's address refused with its problem named in both languages, a link
// past its deadline or already claimed says so, and a good address moves the refund on.
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { addressProblemMessage, type AddressLocale } from "@/server/crypto/addresses/address-problems";
import { expireInvoices } from "@/server/invoices/lifecycle/expire-invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventTypesOf, insertTestInvoice } from "@/server/testing/invoices";
import { claimWithdrawal, getClaimView, type ClaimResult } from "./claim";
import { createCryptoRefund } from "./refunds/create-crypto-refund";

async function refundAwaitingAddress(payCurrency: "BTC" | "USDTBSC" = "BTC") {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const payment = await insertTestInvoice(db, {
    userId: merchant.id,
    status: "PAID",
    payCurrency,
    amountDueBase: payCurrency === "BTC" ? "100000" : "20000000000000000000",
    amountPaidBase: payCurrency === "BTC" ? "100000" : "20000000000000000000",
    payAddress: payCurrency === "BTC" ? "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu" : "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
  });
  const refund = await createCryptoRefund(db, { userId: merchant.id, role: "merchant" }, { invoiceId: payment.id, input: { basis: "received" } });
  const claimId = refund.withdrawal?.claim_url.split("/").at(-1) ?? "";
  return { db, refund, claimId };
}

/** The refusal's message as the claim page shows it in a language. */
function messageOf(result: ClaimResult, locale: AddressLocale) {
  if (result.ok) throw new Error("the claim was taken");
  if (["expired", "claimed", "canceled"].includes(result.problem)) return result.problem;
  return addressProblemMessage(locale, result.problem as Parameters<typeof addressProblemMessage>[1], { family: "", asset: "", ...result.facts });
}

describe("claimWithdrawal", () => {
  it.each([
    ["BTC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "checksum", "checksum does not match", "dígito verificador não confere"],
    ["BTC", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "wrong_network", "Bitcoin testnet address", "rede de testes"],
    ["BTC", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "other_chain", "another kind (EVM (0x…)); the money is sent as Bitcoin", "outro tipo (EVM (0x…))"],
    ["BTC", "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "checksum", "typo", "erro de digitação"],
    ["BTC", "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "mixed_case", "mixes upper and lower case", "maiúsculas e minúsculas"],
    ["USDTBSC", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "checksum", "checksum", "dígito verificador"],
    ["USDTBSC", "0x55d398326f99059ff775485246999027b3197955", "token_contract", "token's own contract", "contrato do próprio token"],
    ["USDTBSC", "0x0000000000000000000000000000000000000000", "zero_address", "zero address", "endereço zero"],
    ["USDTBSC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "other_chain", "sent as USDT (BNB Smart Chain, BEP-20)", "enviado em USDT"],
    ["USDTBSC", "", "empty", "Enter an address", "Informe um endereço"],
  ] as const)("refuses a %s refund's %j as %s, in English and Portuguese", async (payCurrency, address, problem, english, portuguese) => {
    const { db, claimId } = await refundAwaitingAddress(payCurrency);
    const result = await claimWithdrawal(db, { claimId, address });
    expect(result).toMatchObject({ ok: false, problem, view: { status: "AWAITING_ADDRESS", address: null } });
    expect(messageOf(result, "en")).toContain(english);
    expect(messageOf(result, "pt-BR")).toContain(portuguese);
  });

  it("takes a good address once; a second claim says it was claimed already", async () => {
    const { db, refund, claimId } = await refundAwaitingAddress("USDTBSC");
    const first = await claimWithdrawal(db, { claimId, address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed" });
    expect(first).toMatchObject({
      ok: true,
      view: { status: "AWAITING_PAYMENT", address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", symbol: "USDT", tokenNetwork: "BNB Smart Chain (BEP-20)", amount: "20" },
    });
    const second = await claimWithdrawal(db, { claimId, address: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94" });
    expect(second).toMatchObject({ ok: false, problem: "claimed", view: { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" } });
    expect(await eventTypesOf(db, Number(refund.id))).toEqual(["refund.created", "refund.awaiting_payment"]);
  });

  it("says a link past its deadline expired, before and after the expiry job ran", async () => {
    const { db, refund, claimId } = await refundAwaitingAddress();
    const later = new Date(Date.parse(refund.payment_details.expires_at) + 1000);
    expect((await getClaimView(db, claimId, later)).status).toBe("EXPIRED");
    expect(await claimWithdrawal(db, { claimId, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", now: later })).toMatchObject({ ok: false, problem: "expired" });
    await expireInvoices(db, { now: later });
    expect(await eventTypesOf(db, Number(refund.id))).toEqual(["refund.created", "refund.expired"]);
    expect(await claimWithdrawal(db, { claimId, address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })).toMatchObject({ ok: false, problem: "expired" });
  });

  it("knows no claim link of a payment's checkout id, nor an unknown one", async () => {
    const { db } = await refundAwaitingAddress();
    const payment = await insertTestInvoice(db, { userId: (await insertMerchant(db)).id });
    await expect(getClaimView(db, payment.checkoutId)).rejects.toMatchObject({ code: "not_found" });
    await expect(claimWithdrawal(db, { claimId: "x".repeat(24), address: "bc1q" })).rejects.toMatchObject({ code: "not_found" });
  });
});
