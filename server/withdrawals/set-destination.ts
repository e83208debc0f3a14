// A withdrawal's address is set once, moving it from AWAITING_ADDRESS to AWAITING_PAYMENT with the
// QR of the exact send: by its receiver on the claim page, or by the merchant who knows it.
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoices, type Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { invoiceNotFound, parseInvoiceId } from "@/server/invoices/get-invoice";
import { lockInvoice, transitionInvoice } from "@/server/invoices/lifecycle/state-machine";
import { checkedDestination, rulesOfWithdrawal } from "./destination";
import { sendQr } from "./withdrawal-values";

/** Under the withdrawal's row lock (`locked`): the checked address, its send's QR, the move. */
export async function setDestination(
  tx: Executor,
  params: { locked: Invoice; address: string; reason: "claimed" | "address_set" | "sandbox"; actorUserId?: number },
): Promise<Invoice> {
  const { locked, address } = params;
  const qrCode = await sendQr({ payCurrency: locked.payCurrency, address, amountBase: BigInt(locked.amountDueBase) });
  return transitionInvoice(tx, {
    invoiceId: locked.id,
    locked,
    to: "AWAITING_PAYMENT",
    from: ["AWAITING_ADDRESS"],
    reason: params.reason,
    actorUserId: params.actorUserId,
    patch: { payAddress: address, qrCode },
    details: { address },
  });
}

/** The merchant gives the address of a withdrawal nobody has claimed yet. */
export async function setWithdrawalAddress(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; address: string },
): Promise<Invoice> {
  const invoiceId = parseInvoiceId(params.invoiceId);
  const [withdrawal] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, actor.userId)));
  if (!withdrawal) throw invoiceNotFound();
  if (withdrawal.type !== "WITHDRAWAL") throw new AppError("unprocessable", "Only a refund or payout is sent to an address.");
  const address = checkedDestination(params.address, await rulesOfWithdrawal(db, withdrawal));
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoiceId, actor.userId);
    if (!locked) throw invoiceNotFound();
    if (locked.status !== "AWAITING_ADDRESS") {
      throw new AppError("invalid_transition", `The withdrawal is ${locked.status}: its address can no longer be set.`);
    }
    return setDestination(tx, { locked, address, reason: "address_set", actorUserId: actor.userId });
  });
}
