// Receive indices taken ahead of need, per wallet chain and process, while a merchant's creates
// come fast. A create then reads its address from memory instead of making a round trip to the
// database for it, and the index statement runs once per batch instead of once per invoice. At a
// low rate nothing is taken ahead: each create takes its own index, exactly when it needs it.
//
// The cost is gaps. Indices taken ahead and never used (the process stops, or the wallet is
// replaced) are never handed out: at most ADDRESS_TAKE_AHEAD_MAX per wallet and process (1 takes
// nothing ahead). Unpaid invoices already leave unused addresses in every wallet's sequence, so
// wallets must scan past gaps anyway (README: Wallets).
import type { Database } from "@/db/client";
import { env } from "@/kernel/env";
import { addressOf, takeIndices, type AllocatedAddress, type TakenIndex } from "./allocate-address";
import type { WalletChain } from "./extended-key";

/** Taken ahead: what the merchant's rate of the last second would use in this time. */
const HORIZON_MS = 50;
const RATE_WINDOW_MS = 1_000;

type Clock = () => number;

/** A batch on its way from the database, and how many callers wait for it. */
type Refill = { size: number; waiting: number; done: Promise<void> };

class Reserve {
  private readonly taken: TakenIndex[] = [];
  private readonly refills = new Set<Refill>();
  private windowStart = 0;
  private windowCount = 0;
  private previousWindowCount = 0;

  constructor(
    private readonly db: Database,
    private readonly userId: number,
    private readonly chain: WalletChain,
  ) {}

  /**
   * An index taken ahead, or a place in a batch on its way, or a batch of its own: callers never
   * queue behind a batch too small for them, so with nothing taken ahead each caller makes its own
   * round trip, concurrently, as without a reserve.
   */
  async take(now: Clock): Promise<AllocatedAddress> {
    this.countTake(now());
    for (;;) {
      const next = this.taken.shift();
      if (next) return addressOf(next, this.chain);
      let refill = [...this.refills].find((candidate) => candidate.waiting < candidate.size);
      refill ??= this.refill(this.batchSize());
      refill.waiting += 1;
      await refill.done;
    }
  }

  /** Drops what was taken ahead (the wallet was replaced): those indices stay unused. */
  clear() {
    this.taken.length = 0;
  }

  private refill(size: number): Refill {
    const refill: Refill = {
      size,
      waiting: 0,
      done: takeIndices(this.db, { userId: this.userId, chain: this.chain, count: size })
        .then((batch) => {
          this.taken.push(...batch);
        })
        .finally(() => this.refills.delete(refill)),
    };
    this.refills.add(refill);
    return refill;
  }

  /** What the recent rate would take within the horizon, at least the caller's own. */
  private batchSize() {
    const perSecond = Math.max(this.previousWindowCount, this.windowCount);
    const ahead = Math.ceil((perSecond * HORIZON_MS) / RATE_WINDOW_MS);
    return Math.min(env.ADDRESS_TAKE_AHEAD_MAX, Math.max(1, ahead));
  }

  private countTake(at: number) {
    const elapsed = at - this.windowStart;
    if (elapsed >= RATE_WINDOW_MS) {
      // A window that ended more than one window ago says nothing about the current rate.
      this.previousWindowCount = elapsed < 2 * RATE_WINDOW_MS ? this.windowCount : 0;
      this.windowStart = at;
      this.windowCount = 0;
    }
    this.windowCount += 1;
  }
}

const reserves = new WeakMap<Database, Map<string, Reserve>>();
const keyOf = (userId: number, chain: WalletChain) => `${userId}:${chain}`;

/**
 * The next address of the merchant's active wallet for a chain: from what this process took ahead,
 * or from the database. Two callers never get the same index. The wallet may have been replaced
 * since the index was taken: the invoice insert checks that (InactiveWalletError).
 */
export function takeAddress(
  db: Database,
  params: { userId: number; chain: WalletChain },
  now: Clock = Date.now,
): Promise<AllocatedAddress> {
  let byKey = reserves.get(db);
  if (!byKey) {
    byKey = new Map();
    reserves.set(db, byKey);
  }
  const key = keyOf(params.userId, params.chain);
  let reserve = byKey.get(key);
  if (!reserve) {
    reserve = new Reserve(db, params.userId, params.chain);
    byKey.set(key, reserve);
  }
  return reserve.take(now);
}

/** Forgets the indices taken ahead for a merchant's chain: its wallet changed. */
export function forgetTakenAhead(db: Database, params: { userId: number; chain: WalletChain }) {
  reserves.get(db)?.get(keyOf(params.userId, params.chain))?.clear();
}
