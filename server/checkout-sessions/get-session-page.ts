// What a checkout session's pages (the chooser and its receipt) read on the server: the session,
// the store behind it, whether its merchant takes payments, and for the receipt what each of its
// rails received. Null for an id that names no session.
import type { Executor } from "@/db/client";
import type { Invoice } from "@/db/schema";
import { findSessionByPublicId, sessionInvoices } from "@/server/checkout-sessions/read-session";
import { AppError } from "@/kernel/errors";
import { FIAT_DECIMALS, formatUnits } from "@/kernel/money";
import { unstorableTextReason } from "@/kernel/storable";
import { merchantTakesPayments } from "@/server/users/merchant-availability";
import { sessionLogoPath, storeOfHandle } from "@/server/branding/checkout-store";
import { cryptoCheckoutOf } from "@/server/hosted-checkout/get-crypto-checkout";
import { pixCheckoutOf } from "@/server/hosted-checkout/get-pix-checkout";

async function findSession(db: Executor, publicId: string) {
  if (publicId.length < 16 || publicId.length > 64 || unstorableTextReason(publicId) !== null) return null;
  try {
    return await findSessionByPublicId(db, publicId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export async function getSessionPage(db: Executor, publicId: string) {
  const session = await findSession(db, publicId);
  if (!session) return null;
  const [store, available] = await Promise.all([
    storeOfHandle(db, { userId: session.userId, logoPath: (version) => sessionLogoPath(session.publicId, version) }),
    merchantTakesPayments(db, session.userId),
  ]);
  return { session, store, available };
}

/** A rail that received money: the crypto part of a payment finished by PIX, the PIX remainder, or the one rail. */
const received = (invoice: Invoice) => BigInt(invoice.amountPaidBase) > 0n;

async function railPartOf(db: Executor, invoice: Invoice) {
  if (invoice.gateway === "pix") return { rail: "pix" as const, checkoutId: invoice.checkoutId, view: await pixCheckoutOf(db, invoice) };
  return { rail: "crypto" as const, checkoutId: invoice.checkoutId, view: await cryptoCheckoutOf(db, invoice) };
}

/** One receipt for the session, whatever rail (or rails) paid it; `paid` is false until the session is. */
export async function getSessionReceipt(db: Executor, publicId: string) {
  const page = await getSessionPage(db, publicId);
  if (!page) return null;
  const { session, store } = page;
  const paid = session.status === "PAID";
  const linked = paid ? await sessionInvoices(db, session.id) : [];
  const parts = await Promise.all(linked.filter(received).map((invoice) => railPartOf(db, invoice)));
  return {
    sessionId: session.publicId,
    store,
    paid,
    // Exact decimal text, as the rail checkouts give their amounts.
    amount: formatUnits(session.amountMinor, FIAT_DECIMALS),
    currency: session.currency,
    description: session.description,
    reference: session.externalReference,
    paidAt: session.paidAt?.toISOString() ?? null,
    parts,
  };
}
export type SessionReceipt = NonNullable<Awaited<ReturnType<typeof getSessionReceipt>>>;
