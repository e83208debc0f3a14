// The merchant pastes the hash of the transaction that paid a withdrawal. It counts only once the
// chain shows it sending exactly the amount to exactly the withdrawal's address, after the
// withdrawal was created; its confirmations then decide (CONFIRMING, COMPLETED), and the watchers
// keep counting them. Anything else is refused, saying what the transaction does instead.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { assets, isAssetCode } from "@/vocabulary/assets";
import type { Actor } from "@/server/auth/actor";
import { matchWithdrawalSends, type ChainTransfer } from "@/server/crypto/chains/match-withdrawal-sends";
import { configuredChains, transactionTransfers, type ChainAccess } from "@/server/crypto/chains/transaction-transfers";
import { AppError } from "@/kernel/errors";
import { watchedWithdrawalStatuses } from "@/vocabulary/invoice-states";
import { invoiceNotFound, parseInvoiceId } from "@/server/invoices/get-invoice";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { formatUnits } from "@/kernel/money";

/** Block times may lag the real time of mining: EVM chains by seconds, Bitcoin by up to two hours. */
const clockMarginMs = (network: string) => (network === "bitcoin" ? 2 * 60 * 60_000 : 10 * 60_000);

const isWatched = (status: string) => (watchedWithdrawalStatuses as readonly string[]).includes(status);

export async function verifyWithdrawalSend(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; transactionHash: string; chains?: ChainAccess },
) {
  const invoiceId = parseInvoiceId(params.invoiceId);
  const [withdrawal] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, actor.userId)));
  if (!withdrawal) throw invoiceNotFound();
  if (withdrawal.type !== "WITHDRAWAL" || !isAssetCode(withdrawal.payCurrency) || !withdrawal.payAddress) {
    throw new AppError("invalid_transition", "Only a crypto refund or payout whose address is known is paid by a transaction.");
  }
  if (!isWatched(withdrawal.status)) {
    throw new AppError("invalid_transition", `The withdrawal is ${withdrawal.status}: it takes no transaction.`);
  }
  const asset = assets[withdrawal.payCurrency];
  const destination = withdrawal.payAddress;
  const found = await transactionTransfers(asset, params.transactionHash, params.chains ?? configuredChains);
  if (found === null) {
    throw new AppError("transaction_rejected", `No transaction ${params.transactionHash} was found on ${asset.network}.`);
  }
  const { transfers } = found;
  const amountDue = BigInt(withdrawal.amountDueBase);
  const sameAddress = (left: string, right: string) =>
    asset.walletChain === "evm" ? left.toLowerCase() === right.toLowerCase() : left === right;
  const [send] = matchWithdrawalSends(
    [{ id: withdrawal.id, payAddress: destination, payCurrency: asset.code, amountDueBase: amountDue, createdAt: withdrawal.createdAt, send: null }],
    transfers,
    { sameAddress, clockMarginMs: clockMarginMs(asset.network) },
  );
  if (!send) throw new AppError("transaction_rejected", whyNot({ transfers, destination, amountDue, asset, createdAt: withdrawal.createdAt, sameAddress }));

  const final = send.confirmations >= found.requiredConfirmations;
  const now = new Date();
  const { invoice } = await db.transaction((tx) =>
    changeInvoicePayments(tx, {
      invoiceId,
      ownerId: actor.userId,
      reason: "send_pasted",
      actorUserId: actor.userId,
      now,
      record: async (locked) => {
        if (!isWatched(locked.status)) throw new AppError("invalid_transition", `The withdrawal is ${locked.status}: it takes no transaction.`);
        const inserted = await tx
          .insert(invoicePayments)
          .values({
            invoiceId,
            network: asset.network,
            reference: send.reference,
            outputIndex: send.outputIndex,
            amountBase: send.amountBase.toString(),
            blockNumber: send.blockNumber,
            confirmations: send.confirmations,
            state: final ? "confirmed" : "pending",
            seenAt: now,
            confirmedAt: final ? now : null,
            raw: { pasted: true, by: actor.userId, ...send.raw },
          })
          .onConflictDoNothing()
          .returning({ invoiceId: invoicePayments.invoiceId });
        if (inserted.length > 0) return;
        const [existing] = await tx
          .select({ invoiceId: invoicePayments.invoiceId })
          .from(invoicePayments)
          .where(
            and(
              eq(invoicePayments.network, asset.network),
              eq(invoicePayments.reference, send.reference),
              eq(invoicePayments.outputIndex, send.outputIndex),
            ),
          );
        // Already recorded for this withdrawal (the watcher saw it first): nothing more to do.
        if (existing?.invoiceId !== invoiceId) {
          throw new AppError("transaction_rejected", `This transaction is already counted for invoice ${existing?.invoiceId}.`);
        }
      },
    }),
  );
  return invoice;
}

/** What the transaction does instead of paying the withdrawal, for the refusal's message. */
function whyNot(params: {
  transfers: ChainTransfer[];
  destination: string;
  amountDue: bigint;
  asset: (typeof assets)[keyof typeof assets];
  createdAt: Date;
  sameAddress: (left: string, right: string) => boolean;
}): string {
  const { asset } = params;
  const units = (value: bigint) => `${formatUnits(value, asset.decimals)} ${asset.code}`;
  const wanted = `this withdrawal needs ${units(params.amountDue)} sent to ${params.destination}`;
  const toDestination = params.transfers.filter((transfer) => params.sameAddress(transfer.to, params.destination));
  if (toDestination.length === 0) {
    const elsewhere = params.transfers.map((transfer) => `${units(transfer.amountBase)} to ${transfer.to}`).join(", ");
    return elsewhere ? `The transaction sends ${elsewhere}; ${wanted}.` : `The transaction sends no ${asset.code}; ${wanted}.`;
  }
  const exact = toDestination.find((transfer) => transfer.amountBase === params.amountDue);
  if (exact) return `The transaction was made before this withdrawal was created (${params.createdAt.toISOString()}).`;
  return `The transaction sends ${toDestination.map((transfer) => units(transfer.amountBase)).join(" and ")} to the address; ${wanted}.`;
}
