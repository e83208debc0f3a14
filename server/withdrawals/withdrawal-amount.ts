// How much a refund or payout sends, from the basis the merchant chose: pure arithmetic in base
// units of the pay currency, rounding every conversion down (the merchant never sends more than a
// fiat amount is worth) and refusing a refund that would take more than what is left of what the
// payment received.
import type { Invoice } from "@/db/schema";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";
import { amountToSend, FIAT_DECIMALS, fiatValue, formatUnits, minorUnitsFromAmount, parseUnits } from "@/kernel/money";
import type { WithdrawalBasis } from "./schemas";

export type Quote = { rate: string; source: string; at: Date };

export type WithdrawalAmount = {
  /** What is sent, in base units of the pay currency. */
  amountBase: bigint;
  /** Its fiat value (the invoice's `amount`), in minor units. */
  fiatMinor: bigint;
  /** The rate that relates the two (null on a fiat rail, where they are the same). */
  quote: Quote | null;
};

export type AmountInput = { basis: WithdrawalBasis; amount?: number; crypto_amount?: string };

export type RefundedPayment = Pick<
  Invoice,
  "id" | "amountDueBase" | "amountPaidBase" | "payCurrency" | "currency" | "rate" | "rateSource" | "rateAt"
>;

const decimalsOf = (payCurrency: string) => (isAssetCode(payCurrency) ? assets[payCurrency].decimals : FIAT_DECIMALS);

/** The amount field's value, in base units, or a 400 naming the field. */
function parseCryptoAmount(text: string, payCurrency: string): bigint {
  try {
    return parseUnits(text, decimalsOf(payCurrency));
  } catch {
    throw new AppError("invalid_input", undefined, {
      errors: [{ path: "crypto_amount", message: `has more decimals than ${payCurrency} allows (${decimalsOf(payCurrency)})` }],
    });
  }
}

/** A fiat amount in the pay currency at `rate`, rounded down; 1:1 when the pay currency is the fiat one (PIX). */
function fiatToBase(fiatMinor: bigint, payCurrency: string, rate: string | null): bigint {
  if (!isAssetCode(payCurrency)) return fiatMinor;
  if (!rate) throw new AppError("unprocessable", "This payment has no exchange rate to convert a fiat amount with.");
  return amountToSend(fiatMinor, rate, assets[payCurrency]);
}

const baseToFiat = (amountBase: bigint, payCurrency: string, rate: string | null) =>
  !isAssetCode(payCurrency) ? amountBase : rate ? fiatValue(amountBase, rate, assets[payCurrency].decimals) : 0n;

/** What is left to refund: confirmed money received less the refunds that still count. */
export const refundableOf = (payment: RefundedPayment, alreadyRefunded: bigint) =>
  BigInt(payment.amountPaidBase) - alreadyRefunded;

export function refundAmount(params: {
  payment: RefundedPayment;
  /** The sum of the payment's refunds that still count (server/withdrawals/refunds/refunds-of.ts). */
  alreadyRefunded: bigint;
  input: AmountInput;
  /** Today's rate (current_rate only). */
  currentQuote?: Quote;
}): WithdrawalAmount {
  const { payment, input } = params;
  const units = (value: bigint) => `${formatUnits(value, decimalsOf(payment.payCurrency))} ${payment.payCurrency}`;
  const refundable = refundableOf(payment, params.alreadyRefunded);
  const paymentQuote: Quote | null =
    payment.rate && payment.rateAt ? { rate: payment.rate, source: payment.rateSource ?? "invoice", at: payment.rateAt } : null;
  if (refundable <= 0n) {
    throw new AppError(
      "refund_exceeds_received",
      `Nothing is left to refund of invoice ${payment.id}: it received ${units(BigInt(payment.amountPaidBase))}, all of it refunded or being refunded.`,
    );
  }

  let amountBase: bigint;
  let fiatMinor: bigint | null = null;
  let quote = paymentQuote;
  switch (input.basis) {
    case "received":
      amountBase = refundable;
      break;
    case "excess": {
      const excess = BigInt(payment.amountPaidBase) - BigInt(payment.amountDueBase);
      if (excess <= 0n) throw new AppError("refund_exceeds_received", `Invoice ${payment.id} is not overpaid: it has no excess to refund.`);
      amountBase = excess < refundable ? excess : refundable;
      break;
    }
    case "invoice_rate":
    case "current_rate": {
      if (input.basis === "current_rate") {
        if (!params.currentQuote) throw new Error("current_rate needs today's rate");
        quote = isAssetCode(payment.payCurrency) ? params.currentQuote : null;
      }
      fiatMinor = minorUnitsFromAmount(input.amount ?? 0);
      amountBase = fiatToBase(fiatMinor, payment.payCurrency, quote?.rate ?? null);
      break;
    }
    case "crypto":
      amountBase = parseCryptoAmount(input.crypto_amount ?? "0", payment.payCurrency);
      break;
  }
  if (amountBase <= 0n) {
    throw new AppError("invalid_input", undefined, {
      errors: [{ path: input.basis === "crypto" ? "crypto_amount" : "amount", message: `is worth less than the smallest unit of ${payment.payCurrency}` }],
    });
  }
  if (amountBase > refundable) {
    throw new AppError(
      "refund_exceeds_received",
      `${units(amountBase)} is more than the ${units(refundable)} left to refund of invoice ${payment.id}.`,
    );
  }
  return { amountBase, fiatMinor: fiatMinor ?? baseToFiat(amountBase, payment.payCurrency, quote?.rate ?? null), quote };
}

/** A payout's amount: a fiat amount at today's rate (rounded down), or a crypto amount valued at it. */
export function payoutAmount(params: {
  payCurrency: string;
  input: { amount?: number; crypto_amount?: string };
  quote: Quote;
}): WithdrawalAmount {
  const { payCurrency, input, quote } = params;
  if (input.amount !== undefined) {
    const fiatMinor = minorUnitsFromAmount(input.amount);
    const amountBase = fiatToBase(fiatMinor, payCurrency, quote.rate);
    if (amountBase <= 0n) {
      throw new AppError("invalid_input", undefined, {
        errors: [{ path: "amount", message: `is worth less than the smallest unit of ${payCurrency}` }],
      });
    }
    return { amountBase, fiatMinor, quote };
  }
  const amountBase = parseCryptoAmount(input.crypto_amount ?? "0", payCurrency);
  return { amountBase, fiatMinor: baseToFiat(amountBase, payCurrency, quote.rate), quote };
}
