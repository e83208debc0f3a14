// Sandbox: a simulated payment for a sandbox merchant's invoice. It is recorded like a real one
// (first seen, then final) and drives the same state machine, events and webhooks. A crypto payment
// asked with `confirm: "later"` stays seen (CONFIRMING) until confirm-sandbox-payments.ts confirms it. On a withdrawal
// (a refund or payout) it is the merchant's send: exactly its amount, once its address is known.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { invoicePayments, users, type Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";
import { isFinalStatus } from "@/vocabulary/invoice-states";
import { getInvoice, invoiceNotFound, parseInvoiceId } from "@/server/invoices/get-invoice";
import { payDecimals } from "@/vocabulary/assets";
import { amountDue, FIAT_DECIMALS, parseUnits } from "@/kernel/money";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { confirmSimulatedPayments, SANDBOX_NETWORK } from "./confirm-simulated-payments";
import { lockInvoice, transitionInvoice } from "@/server/invoices/lifecycle/state-machine";
import { amountDueAt } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";

export const simulationKinds = ["full", "partial", "over", "late"] as const;
export type SimulationKind = (typeof simulationKinds)[number];
export const sandboxConfirmModes = ["now", "later"] as const;

/** A simulated payment's fields, shared by the REST body and the dashboard's procedure. */
export const simulatePaymentFields = z.object({
  amount: z
    .string("must be a decimal string")
    .regex(/^\d{1,30}(\.\d{1,18})?$/, "must be a plain decimal string such as \"0.0015\"")
    .optional()
    .describe("Amount paid, as a decimal string. In the pay currency unless `currency` names the fiat currency."),
  currency: z
    .string("must be a string")
    .max(10, "must be a currency code such as ETH or BRL")
    .transform((value) => value.toUpperCase())
    .optional()
    .describe("Currency of `amount`: the invoice's pay currency (default) or its fiat currency."),
  kind: z
    .enum(simulationKinds, `must be one of ${simulationKinds.join(", ")}`)
    .optional()
    .describe("Without `amount`: full (the rest, default), partial (half the rest), over (the rest plus 10 %), late (expire first, then pay the rest)."),
  confirm: z
    .enum(sandboxConfirmModes, `must be one of ${sandboxConfirmModes.join(", ")}`)
    .optional()
    .describe(
      "Crypto only. now (default): the payment is confirmed in the same request. later: it is recorded with 0 " +
        "confirmations and the invoice stays CONFIRMING until POST /api/sandbox/invoices/{id}/confirm, or the " +
        "sandbox tick confirms it after SANDBOX_CONFIRM_SECONDS.",
    ),
});

/** Body of POST /api/sandbox/invoices/{id}/pay (every field optional: no body pays the rest in full). */
export const simulatePaymentBody = simulatePaymentFields.default({});
export type SimulatePaymentBody = z.infer<typeof simulatePaymentBody>;

export async function requireSandbox(db: Database, actor: Actor) {
  const [user] = await db.select({ sandbox: users.sandbox }).from(users).where(eq(users.id, actor.userId));
  if (!user?.sandbox) throw new AppError("sandbox_only");
}

function amountFromKind(invoice: Invoice, kind: SimulationKind): bigint {
  // A PIX charge with a due date owes today's amount (discount before, fine and interest after).
  const due = amountDueAt({ originalCentavos: BigInt(invoice.amountDueBase), due: readPixDueCharge(invoice.pixDue), paidAt: new Date() });
  const rest = due - BigInt(invoice.amountPaidBase);
  const remaining = rest > 0n ? rest : due;
  if (kind === "partial") return remaining / 2n > 0n ? remaining / 2n : 1n;
  if (kind === "over") return remaining + (due / 10n > 0n ? due / 10n : 1n);
  return remaining;
}

function amountFromText(invoice: Invoice, amount: string, currency: string): bigint {
  const invalid = (message: string) =>
    new AppError("invalid_input", undefined, { errors: [{ path: "amount", message }] });
  try {
    if (currency === invoice.payCurrency) return parseUnits(amount, payDecimals(invoice.payCurrency));
    if (currency === invoice.currency) {
      const fiatMinor = parseUnits(amount, FIAT_DECIMALS);
      if (!isAssetCode(invoice.payCurrency) || !invoice.rate) return fiatMinor;
      // The same conversion that set the amount due, so paying the invoice's fiat amount pays it in full.
      return fiatMinor > 0n ? amountDue(fiatMinor, invoice.rate, assets[invoice.payCurrency]) : 0n;
    }
  } catch {
    throw invalid(`has more decimals than ${currency} allows`);
  }
  throw new AppError("invalid_input", undefined, {
    errors: [{ path: "currency", message: `must be ${invoice.payCurrency} or ${invoice.currency}` }],
  });
}

function paymentAmount(invoice: Invoice, params: SimulatePaymentBody, kind: SimulationKind): bigint {
  return params.amount === undefined
    ? amountFromKind(invoice, kind)
    : amountFromText(invoice, params.amount, params.currency ?? invoice.payCurrency);
}

/** A withdrawal is sent whole, to its address: the watchers would not count another amount. */
function withdrawalSend(invoice: Invoice, params: SimulatePaymentBody): bigint {
  if (params.amount !== undefined || params.kind !== undefined) {
    throw new AppError("invalid_input", undefined, {
      errors: [{ path: params.amount !== undefined ? "amount" : "kind", message: "is not used for a withdrawal: its send is its exact amount" }],
    });
  }
  if (invoice.status !== "AWAITING_PAYMENT") {
    throw new AppError("invalid_transition", `The withdrawal is ${invoice.status}: only one awaiting its send can be sent.`);
  }
  return BigInt(invoice.amountDueBase);
}

export async function simulatePayment(
  db: Database,
  actor: Actor,
  params: SimulatePaymentBody & { invoiceId: string | number },
) {
  await requireSandbox(db, actor);
  const invoiceId = parseInvoiceId(params.invoiceId);
  const kind = params.kind ?? "full";
  const reason = "sandbox";
  // One transaction under the invoice's row lock: the status and amounts the payment is decided
  // from cannot change before it is recorded, so two pays at once never both pay the rest, and a
  // pay racing a cancel either lands first or is refused.
  await db.transaction(async (tx) => {
    // Sandbox payments are the owner's own play: even staff simulate only on their own invoices.
    const invoice = await lockInvoice(tx, invoiceId, actor.userId);
    if (!invoice) throw invoiceNotFound();
    if (isFinalStatus(invoice.type, invoice.status)) {
      throw new AppError("invalid_transition", `The invoice is ${invoice.status}; it takes no more payments.`);
    }
    const amountBase = invoice.type === "WITHDRAWAL" ? withdrawalSend(invoice, params) : paymentAmount(invoice, params, kind);
    if (amountBase <= 0n) {
      throw new AppError("invalid_input", undefined, { errors: [{ path: "amount", message: "must be greater than 0" }] });
    }

    if (kind === "late" && invoice.status !== "EXPIRED") {
      const now = new Date();
      await transitionInvoice(tx, {
        invoiceId,
        locked: invoice,
        to: "EXPIRED",
        reason,
        actorUserId: actor.userId,
        patch: { expiredAt: now, expiresAt: now < invoice.expiresAt ? now : invoice.expiresAt },
      });
    }

    const reference = `sandbox_${randomBytes(12).toString("hex")}`;
    // A crypto payment is first seen unconfirmed, then final, so receivers get invoice.confirming
    // before invoice.paid as with a real chain; a PIX settlement is final at once.
    const seenFirst = invoice.gateway === "crypto";
    const confirmLater = params.confirm === "later";
    if (confirmLater && !seenFirst) {
      throw new AppError("invalid_input", undefined, {
        errors: [{ path: "confirm", message: "later applies to crypto payments only: a PIX settlement is final at once" }],
      });
    }
    await changeInvoicePayments(tx, {
      invoiceId,
      reason,
      actorUserId: actor.userId,
      record: async () => {
        await tx.insert(invoicePayments).values({
          invoiceId,
          network: SANDBOX_NETWORK,
          reference,
          amountBase: amountBase.toString(),
          confirmations: seenFirst ? 0 : 1,
          state: seenFirst ? "pending" : "confirmed",
          seenAt: new Date(),
          confirmedAt: seenFirst ? null : new Date(),
          raw: { simulated: true, kind, by: actor.userId },
        });
      },
    });
    if (seenFirst && !confirmLater) {
      await confirmSimulatedPayments(tx, { invoiceId, actorUserId: actor.userId, ownerId: actor.userId, reference });
    }
  });
  return getInvoice(db, actor, invoiceId);
}
