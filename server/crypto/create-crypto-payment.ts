// Creates a crypto payment: rate -> amount due -> next wallet address -> QR -> invoice row (with
// its timeline entry and invoice.created event) in one statement.
// The plain shape of a create, without the mechanisms that keep this one fast, is the PIX create
// (server/pix/create-pix-payment.ts). Those mechanisms (indices taken ahead, the QR worker thread,
// the one-statement insert, the group commit) are described in docs/performance.md.
import type { Database } from "@/db/client";
import type { NewInvoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/kernel/env";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { InactiveWalletError } from "@/server/invoices/insert-invoice";
import { insertInvoiceGrouped } from "@/server/invoices/insert-group";
import { amountDue, minorUnitsFromAmount, type FiatCurrency } from "@/kernel/money";
import { networks, type AssetCode } from "@/vocabulary/assets";
import { configuredAsset } from "@/vocabulary/configured-assets";
import { AppError } from "@/kernel/errors";
import { isAssetOffered } from "./chains/network-settings";
import { toCryptoPaymentObject } from "./crypto-payment-object";
import { qrPayload } from "@/vocabulary/payment-uri";
import { qrPngBase64 } from "./qr";
import { rateProvider } from "@/server/rates/configured-provider";
import type { RateProvider } from "@/server/rates/provider";
import type { CreateCryptoPaymentInput, CryptoPaymentObject } from "./schemas";
import { allocateAddress, type AllocatedAddress } from "./wallets/allocate-address";
import { forgetTakenAhead, takeAddress } from "./wallets/address-reserve";

export async function createCryptoPayment(
  db: Database,
  actor: Actor,
  input: CreateCryptoPaymentInput,
  options: {
    rates?: RateProvider;
    now?: Date;
    idempotencyKey?: string;
    /** An invoice made for a checkout session: its link, and the session's fields the crypto body has not. */
    sessionFields?: Pick<
      NewInvoice,
      "checkoutSessionId" | "checkoutSessionPublicId" | "description" | "redirectUrl" | "customerName" | "customerEmail" | "customerPhone" | "externalReference"
    >;
  } = {},
): Promise<CryptoPaymentObject> {
  const asset = configuredAsset(input.pay_currency as AssetCode);
  // Nothing would ever see the payment: refused before a rate is asked or an index taken.
  if (!isAssetOffered(asset.code)) {
    throw new AppError("currency_not_offered", undefined, {
      errors: [{ path: "pay_currency", message: `is not offered: ${networks[asset.network].name} is not watched here` }],
    });
  }
  const fiat = input.fiat_currency as FiatCurrency;
  const fiatMinor = minorUnitsFromAmount(input.amount);
  // The rate comes first: without one no index is consumed and no invoice exists.
  const quote = await (options.rates ?? rateProvider()).getRate(asset.code, fiat);
  const dueBase = amountDue(fiatMinor, quote.rate, asset);
  const createdAt = options.now ?? new Date();
  const expiresAt = new Date(createdAt.getTime() + env.CRYPTO_INVOICE_TTL_MINUTES * 60_000);
  const wallet = { userId: actor.userId, chain: asset.walletChain };

  const insertOn = async (allocated: AllocatedAddress) => {
    const qrCode = await qrPngBase64(qrPayload({ asset, address: allocated.address, amountBase: dueBase }));
    // One statement (invoice, timeline row, event and delivery commit together or not at all), so
    // no explicit transaction, shared with the other creates of the moment.
    const values: NewInvoice = {
      userId: actor.userId,
      type: "PAYMENT",
      gateway: "crypto",
      status: "WAITING_PAYMENT",
      amountMinor: fiatMinor,
      currency: fiat,
      externalReference: input.external_reference,
      customerName: input.customer_name,
      customerEmail: input.customer_email,
      checkoutId: newCheckoutId(),
      expiresAt,
      payCurrency: asset.code,
      amountDueBase: dueBase.toString(),
      qrCode,
      payAddress: allocated.address,
      walletId: allocated.walletId,
      derivationIndex: allocated.index,
      rate: quote.rate,
      rateSource: quote.source,
      rateAt: quote.at,
      createdAt,
      updatedAt: createdAt,
      ...options.sessionFields,
    };
    return insertInvoiceGrouped(db, { values, idempotencyKey: options.idempotencyKey });
  };

  const created = await insertOnActiveWallet(db, wallet, insertOn);
  return toCryptoPaymentObject(created);
}

type WalletOwner = Parameters<typeof takeAddress>[1];

/**
 * Inserts on an address taken ahead, retrying once on the active wallet: the address may have been
 * taken before the merchant replaced the wallet (in another process, or a moment ago), which the
 * insert reports as InactiveWalletError. Then what was taken ahead is dropped and the address comes
 * straight from the active wallet.
 */
async function insertOnActiveWallet<Created>(
  db: Database,
  wallet: WalletOwner,
  insert: (allocated: AllocatedAddress) => Promise<Created>,
): Promise<Created> {
  try {
    return await insert(await takeAddress(db, wallet));
  } catch (error) {
    if (!(error instanceof InactiveWalletError)) throw error;
    forgetTakenAhead(db, wallet);
    return insert(await allocateAddress(db, wallet));
  }
}
