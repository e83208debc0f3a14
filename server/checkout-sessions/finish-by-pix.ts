// Finish by PIX: a crypto payment that left its invoice short is completed with one PIX invoice for
// the rest, in BRL, linked to the session as its remainder. The session is paid when that invoice
// is. The rest is what the crypto paid was short of, valued in the merchant's favour (rounded up).
import type { Database } from "@/db/client";
import type { CheckoutSession, Invoice } from "@/db/schema";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { rateProvider } from "@/server/rates/configured-provider";
import { AppError } from "@/kernel/errors";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { fiatValue, fiatValueRoundedUp } from "@/kernel/money";
import { assertMerchantTakesPayments } from "@/server/users/merchant-availability";
import { abandonInvoice, assertRoomForInvoice, type RailDependencies } from "./choose-rail";
import { createSessionPixInvoice } from "./create-session-pix-invoice";
import { findSessionByPublicId, lockSession, sessionInvoices } from "./read-session";
import { railOptions } from "./rail-options";
import { toCheckoutSessionObject, toSessionInvoiceObject } from "./session-object";
import { writeSessionVersion } from "./write-session";

/** Finishing needs confirmed money only: pending money could still drop out (or be enough). */
const isShort = (invoice: Invoice) =>
  invoice.gateway === "crypto" &&
  (invoice.status === "PARTIALLY_PAID" || invoice.status === "EXPIRED") &&
  BigInt(invoice.amountPaidBase) > 0n &&
  BigInt(invoice.amountPendingBase) === 0n &&
  BigInt(invoice.amountPaidBase) < BigInt(invoice.amountDueBase);

/** The crypto invoice a PIX remainder can finish, when there is one. */
export function shortInvoiceOf(session: CheckoutSession, linked: Invoice[]): Invoice | null {
  if (session.status !== "OPEN") return null;
  const remainder = linked.find((invoice) => invoice.id === session.remainderInvoiceId);
  if (remainder && remainder.status !== "CANCELED" && remainder.status !== "EXPIRED") return null;
  const crypto = linked.filter((invoice) => invoice.gateway === "crypto").at(-1);
  return crypto && isShort(crypto) ? crypto : null;
}

/** The rest in BRL centavos: exact from the session's own amount when it is in BRL, else at today's BRL rate. */
async function remainderCentavos(session: CheckoutSession, short: Invoice, deps: RailDependencies): Promise<bigint> {
  if (!isAssetCode(short.payCurrency) || !short.rate) throw new Error("a crypto invoice without its asset or rate");
  const asset = assets[short.payCurrency];
  const paid = BigInt(short.amountPaidBase);
  if (session.currency === "BRL") {
    // What the paid crypto is worth at the invoice's locked rate, rounded down: the payer is
    // credited no more than it was worth.
    return session.amountMinor - fiatValue(paid, short.rate, asset.decimals);
  }
  const quote = await (deps.rates ?? rateProvider()).getRate(asset.code, "BRL");
  return fiatValueRoundedUp(BigInt(short.amountDueBase) - paid, quote.rate, asset.decimals);
}

export async function finishByPix(db: Database, params: { sessionId: string }, deps: RailDependencies = {}) {
  const session = await findSessionByPublicId(db, params.sessionId);
  await assertMerchantTakesPayments(db, session.userId);
  const linked = await sessionInvoices(db, session.id);
  const short = shortInvoiceOf(session, linked);
  if (!short) throw new AppError("invalid_transition", "Nothing is left to finish by PIX on this checkout.");
  assertRoomForInvoice(linked);
  if (!(await railOptions(db, { userId: session.userId, currency: "BRL" })).pix) {
    throw new AppError("pix_profile_missing", "This merchant does not receive PIX.");
  }
  const centavos = await remainderCentavos(session, short, deps);
  if (centavos <= 0n) throw new AppError("invalid_transition", "Nothing is left to finish by PIX on this checkout.");
  const now = deps.now ?? new Date();
  const expiresAt = session.expiresAt > now ? session.expiresAt : new Date(now.getTime() + 30 * 60_000);
  const remainderId = await createSessionPixInvoice(db, { session, amountCentavos: centavos, expiresAt, psp: deps.psp });
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockSession(tx, session.id);
      // The crypto invoice under its row lock: the rest was computed from what it had received.
      const crypto = await lockInvoice(tx, short.id);
      const current = await sessionInvoices(tx, locked.id);
      assertRoomForInvoice(current.filter((invoice) => invoice.id !== remainderId));
      const stillShort = crypto && crypto.amountPaidBase === short.amountPaidBase ? shortInvoiceOf(locked, current) : null;
      if (stillShort?.id !== short.id) {
        throw new AppError("conflict", "The payment changed meanwhile; look at the checkout again.");
      }
      const view = await writeSessionVersion(tx, {
        current: locked,
        patch: { remainderInvoiceId: remainderId },
        event: "checkout.remainder_created",
      });
      const created = view.invoices.find((invoice) => invoice.id === remainderId);
      if (!created) throw new Error("the remainder invoice is not linked to its session");
      return { session: toCheckoutSessionObject(view), invoice: toSessionInvoiceObject(view.session, created) };
    });
  } catch (error) {
    await abandonInvoice(db, remainderId);
    throw error;
  }
}
