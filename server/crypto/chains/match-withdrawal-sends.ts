// Which transfers a chain watcher saw are the merchant's sends of watched withdrawals. Pure. The
// receiver's address is theirs (often an exchange's, receiving from many), so only a transfer of
// exactly the withdrawal's amount, of its asset, to its address, made after the withdrawal was
// created, counts; each transfer pays one withdrawal at most, and each withdrawal takes one.
import type { Sighting } from "./record-sightings";

export type WatchedWithdrawal = {
  id: number;
  payAddress: string;
  payCurrency: string;
  amountDueBase: bigint;
  createdAt: Date;
  /** The send already recorded for it (not dropped): it keeps that one. */
  send: { reference: string; outputIndex: number } | null;
};

export type ChainTransfer = {
  to: string;
  payCurrency: string;
  amountBase: bigint;
  reference: string;
  outputIndex: number;
  /** null while in the mempool. */
  blockNumber: number | null;
  confirmations: number;
  /** The block's time; null for a mempool transaction (seen now, so after any creation). */
  timeMs: number | null;
  raw?: Record<string, unknown>;
};

export type MatchOptions = {
  /** How addresses compare on this chain (EVM: any case). */
  sameAddress: (left: string, right: string) => boolean;
  /** How far a block's time may lag the real time of its mining (the chain's clock rules). */
  clockMarginMs: number;
};

const keyOf = (reference: string, outputIndex: number) => `${reference.toLowerCase()}:${outputIndex}`;

/** A transfer as a sighting of the invoice it pays (a payment, or a withdrawal it sends). */
export function transferSighting(invoiceId: number, transfer: ChainTransfer): Sighting {
  return {
    invoiceId,
    reference: transfer.reference,
    outputIndex: transfer.outputIndex,
    amountBase: transfer.amountBase,
    blockNumber: transfer.blockNumber,
    confirmations: transfer.confirmations,
    raw: transfer.raw,
  };
}

/** The transfers that pay watched withdrawals, as sightings of those withdrawals. */
export function matchWithdrawalSends(withdrawals: WatchedWithdrawal[], transfers: ChainTransfer[], options: MatchOptions): Sighting[] {
  const sightings: Sighting[] = [];
  const taken = new Set<number>();
  const unmatched: ChainTransfer[] = [];
  // A send recorded before (seen on an earlier tick, or pasted) stays with its withdrawal.
  const bySend = new Map(withdrawals.flatMap((withdrawal) => (withdrawal.send ? [[keyOf(withdrawal.send.reference, withdrawal.send.outputIndex), withdrawal] as const] : [])));
  for (const transfer of transfers) {
    const owner = bySend.get(keyOf(transfer.reference, transfer.outputIndex));
    if (owner) {
      sightings.push(transferSighting(owner.id, transfer));
      taken.add(owner.id);
    } else unmatched.push(transfer);
  }
  // The rest go to the oldest withdrawal they can pay that has no send yet.
  const open = withdrawals.filter((withdrawal) => !withdrawal.send).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const inTimeOrder = [...unmatched].sort((a, b) => (a.timeMs ?? Number.MAX_SAFE_INTEGER) - (b.timeMs ?? Number.MAX_SAFE_INTEGER));
  for (const transfer of inTimeOrder) {
    const withdrawal = open.find(
      (candidate) =>
        !taken.has(candidate.id) &&
        candidate.payCurrency === transfer.payCurrency &&
        candidate.amountDueBase === transfer.amountBase &&
        options.sameAddress(candidate.payAddress, transfer.to) &&
        (transfer.timeMs === null || transfer.timeMs >= candidate.createdAt.getTime() - options.clockMarginMs),
    );
    if (!withdrawal) continue;
    taken.add(withdrawal.id);
    sightings.push(transferSighting(withdrawal.id, transfer));
  }
  return sightings;
}

/** Could this transfer pay one of these withdrawals (before its time is known)? Spares reads. */
export const couldPay = (withdrawals: WatchedWithdrawal[], transfer: Pick<ChainTransfer, "to" | "payCurrency" | "amountBase">, options: Pick<MatchOptions, "sameAddress">) =>
  withdrawals.some(
    (withdrawal) =>
      withdrawal.payCurrency === transfer.payCurrency &&
      withdrawal.amountDueBase === transfer.amountBase &&
      options.sameAddress(withdrawal.payAddress, transfer.to),
  );
