// The payer chooses a rail on the hosted page: that rail's invoice is created through the same
// services as the specified create endpoints (the crypto rate is locked now), linked to the session.
// Choosing again while nothing is paid cancels the earlier invoice (docs/decisions.md).
import type { Database } from "@/db/client";
import type { CheckoutSession, Invoice } from "@/db/schema";
import { isAssetCode } from "@/vocabulary/assets";
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import type { RateProvider } from "@/server/rates/provider";
import { AppError } from "@/kernel/errors";
import { lockInvoice, transitionInvoice } from "@/server/invoices/lifecycle/state-machine";
import { amountFromMinorUnits, type FiatCurrency } from "@/kernel/money";
import { assertMerchantTakesPayments } from "@/server/users/merchant-availability";
import type { PixPsp } from "@/server/pix/psp/psp";
import { createSessionPixInvoice, ownerOf } from "./create-session-pix-invoice";
import { findSessionByPublicId, lockSession, sessionInvoices, viewOf } from "./read-session";
import { PIX_RAIL, railOptions } from "./rail-options";
import { hasMoney } from "./session-money";
import { toCheckoutSessionObject, toSessionInvoiceObject } from "./session-object";
import { writeSessionVersion } from "./write-session";

export type RailDependencies = { rates?: RateProvider; psp?: PixPsp | null; now?: Date };

const railRefused = (message: string) => new AppError("invalid_input", undefined, { errors: [{ path: "rail", message }] });

/** Open to a choice: OPEN, within its time, and no invoice of it has seen money. */
export function assertChoosable(session: CheckoutSession, linked: Invoice[], now: Date) {
  if (session.status !== "OPEN") throw new AppError("invalid_transition", `The checkout session is ${session.status}.`);
  if (session.expiresAt <= now) throw new AppError("invalid_transition", "The checkout session has expired.");
  if (linked.some(hasMoney)) {
    throw new AppError("invalid_transition", "A payment has arrived for this checkout; the rail can no longer change.");
  }
}

/**
 * How many invoices one session may create (choices and a remainder): enough for a payer who goes
 * back and forth, few enough that a session cannot be used to mint charges and addresses at will.
 */
export const MAX_SESSION_INVOICES = 20;

/** Refuses one more invoice on a session that has created its share. */
export function assertRoomForInvoice(linked: readonly Invoice[]) {
  if (linked.length >= MAX_SESSION_INVOICES) {
    throw new AppError(
      "conflict",
      `This checkout has created ${MAX_SESSION_INVOICES} payments, its limit; ask the seller for a new payment link.`,
    );
  }
}

const isSameRail = (invoice: Invoice, rail: string) =>
  rail === PIX_RAIL ? invoice.gateway === "pix" : invoice.gateway === "crypto" && invoice.payCurrency === rail;

/** Creates the rail's invoice; the caller links it (it is created already naming the session). */
async function createRailInvoice(db: Database, session: CheckoutSession, rail: string, deps: RailDependencies, now: Date) {
  if (rail === PIX_RAIL) {
    return createSessionPixInvoice(db, { session, amountCentavos: session.amountMinor, expiresAt: session.expiresAt, psp: deps.psp });
  }
  const payment = await createCryptoPayment(
    db,
    ownerOf(session),
    {
      amount: amountFromMinorUnits(session.amountMinor),
      fiat_currency: session.currency as FiatCurrency,
      pay_currency: rail,
      customer_name: "",
      customer_email: "",
      external_reference: session.externalReference ?? "",
    },
    {
      rates: deps.rates,
      now,
      sessionFields: {
        checkoutSessionId: session.id,
        checkoutSessionPublicId: session.publicId,
        description: session.description,
        redirectUrl: session.redirectUrl,
        customerName: session.customerName,
        customerEmail: session.customerEmail,
        customerPhone: session.customerPhone,
        externalReference: session.externalReference,
      },
    },
  );
  return Number(payment.id);
}

export async function chooseRail(db: Database, params: { sessionId: string; rail: string }, deps: RailDependencies = {}) {
  const now = deps.now ?? new Date();
  const rail = params.rail.toUpperCase();
  const session = await findSessionByPublicId(db, params.sessionId);
  await assertMerchantTakesPayments(db, session.userId);
  const linked = await sessionInvoices(db, session.id);
  assertChoosable(session, linked, now);
  const options = await railOptions(db, session);
  const offered = rail === PIX_RAIL ? options.pix : isAssetCode(rail) && options.crypto.some((crypto) => crypto.code === rail);
  if (!offered) throw railRefused(`${params.rail} is not offered for this checkout`);

  // Choosing the rail already chosen (back, then the same button) answers the same invoice.
  const current = linked.at(-1);
  if (current && current.status === "WAITING_PAYMENT" && current.expiresAt > now && isSameRail(current, rail)) {
    return { session: toCheckoutSessionObject(await viewOf(db, session)), invoice: toSessionInvoiceObject(session, current) };
  }

  assertRoomForInvoice(linked);
  const invoiceId = await createRailInvoice(db, session, rail, deps, now);
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockSession(tx, session.id);
      // Each earlier invoice under its row lock: one that has seen money since keeps the session on it.
      const earlier = (await sessionInvoices(tx, locked.id)).filter((invoice) => invoice.id < invoiceId);
      const lockedEarlier: Invoice[] = [];
      for (const invoice of earlier) {
        const row = await lockInvoice(tx, invoice.id);
        if (row) lockedEarlier.push(row);
      }
      assertChoosable(locked, lockedEarlier, new Date());
      assertRoomForInvoice(earlier);
      for (const invoice of lockedEarlier) {
        if (invoice.status !== "WAITING_PAYMENT") continue;
        await transitionInvoice(tx, {
          invoiceId: invoice.id,
          locked: invoice,
          to: "CANCELED",
          reason: "checkout_rail_changed",
          patch: { canceledAt: new Date() },
        });
      }
      const view = await writeSessionVersion(tx, { current: locked, event: "checkout.rail_chosen" });
      const created = view.invoices.find((invoice) => invoice.id === invoiceId);
      if (!created) throw new Error("the chosen invoice is not linked to its session");
      return { session: toCheckoutSessionObject(view), invoice: toSessionInvoiceObject(view.session, created) };
    });
  } catch (error) {
    await abandonInvoice(db, invoiceId);
    throw error;
  }
}

/** An invoice created for a choice that could not be recorded: canceled, so nobody pays it. */
export async function abandonInvoice(db: Database, invoiceId: number) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.status !== "WAITING_PAYMENT") return;
    await transitionInvoice(tx, { invoiceId, locked: invoice, to: "CANCELED", reason: "checkout_rail_changed", patch: { canceledAt: new Date() } });
  });
}
