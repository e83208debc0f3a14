// Everything the hosted checkout's first HTML shows, read once on the server: the store behind the
// payment and the live view of its rail. Null for a link that names no payment.
import type { Executor } from "@/db/client";
import { AppError } from "@/kernel/errors";
import { unstorableTextReason } from "@/kernel/storable";
import { checkoutStoreOf } from "@/server/branding/checkout-store";
import { cryptoCheckoutOf } from "./get-crypto-checkout";
import { pixCheckoutOf } from "./get-pix-checkout";
import { findCheckoutInvoice } from "./find-checkout-invoice";

async function findInvoice(db: Executor, checkoutId: string) {
  // A NUL (%00) names no checkout: it is not even a text the database could look up.
  if (checkoutId.length < 16 || checkoutId.length > 64 || unstorableTextReason(checkoutId) !== null) return null;
  try {
    return await findCheckoutInvoice(db, checkoutId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export async function getCheckoutPage(db: Executor, checkoutId: string) {
  const invoice = await findInvoice(db, checkoutId);
  if (!invoice) return null;
  const store = await checkoutStoreOf(db, invoice);
  const checkoutSessionId = invoice.checkoutSessionId;
  if (invoice.gateway === "pix") return { rail: "pix" as const, store, checkoutSessionId, view: await pixCheckoutOf(db, invoice) };
  return { rail: "crypto" as const, store, checkoutSessionId, view: await cryptoCheckoutOf(db, invoice) };
}

export type CheckoutPage = NonNullable<Awaited<ReturnType<typeof getCheckoutPage>>>;
