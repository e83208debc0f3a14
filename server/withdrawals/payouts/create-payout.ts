// Creates a payout: the same withdrawal as a refund, started by the merchant for any receiver and
// amount, with no payment behind it (so nothing caps it but the merchant's own wallet).
import type { Database } from "@/db/client";
import { assets, type AssetCode } from "@/vocabulary/assets";
import type { Actor } from "@/server/auth/actor";
import { rateProvider } from "@/server/rates/configured-provider";
import type { RateProvider } from "@/server/rates/provider";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { insertInvoice } from "@/server/invoices/insert-invoice";
import { toInvoiceObject } from "@/server/invoices/serialize";
import type { FiatCurrency } from "@/kernel/money";
import { checkedDestination, destinationRules } from "../destination";
import type { CreatePayoutInput } from "../schemas";
import { payoutAmount } from "../withdrawal-amount";
import { withdrawalValues } from "../withdrawal-values";

export async function createPayout(
  db: Database,
  actor: Actor,
  params: { input: CreatePayoutInput; idempotencyKey?: string; rates?: RateProvider; now?: Date },
): Promise<InvoiceObject> {
  const { input } = params;
  const now = params.now ?? new Date();
  const asset = assets[input.pay_currency as AssetCode];
  // The fiat value is shown beside every payout, so the rate is read even for a crypto amount.
  const quote = await (params.rates ?? rateProvider()).getRate(asset.code, input.fiat_currency as FiatCurrency);
  const amount = payoutAmount({ payCurrency: asset.code, input, quote });
  const destination = input.address
    ? checkedDestination(input.address, await destinationRules(db, { asset, userId: actor.userId }))
    : null;
  const values = await withdrawalValues({
    userId: actor.userId,
    payCurrency: asset.code,
    currency: input.fiat_currency,
    amount,
    basis: input.amount === undefined ? "crypto" : "current_rate",
    destination,
    refundedInvoiceId: null,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    externalReference: input.external_reference,
    description: input.description,
    now,
  });
  // One statement: the payout, its timeline entry, its payout.created event and the key's record.
  const payout = await insertInvoice(db, values, { actorUserId: actor.userId, idempotencyKey: params.idempotencyKey });
  return toInvoiceObject(payout);
}
