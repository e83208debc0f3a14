// Background work of the wallets, run by every tick.
import type { Job } from "@/server/jobs/job";
import { withJobLease } from "@/server/jobs/lease";
import { env } from "@/kernel/env";
import { fillAddressPools } from "./address-pool";

/** Longer than a full run (2,000 derivations take a few seconds); a crashed holder's lease runs out. */
const leaseMs = 120_000;

export const jobs: Job[] = [
  {
    name: "wallets.fill-address-pools",
    // The lease only avoids two instances deriving the same addresses; duplicates would be harmless.
    run: async ({ db }) => {
      const poolSize = env.ADDRESS_POOL_SIZE;
      // At least one full pool per run, so a new wallet is ready after one tick.
      const result = await withJobLease(db, "wallets.fill-address-pools", leaseMs, () =>
        fillAddressPools(db, { poolSize, maxDerivations: Math.max(poolSize, 2000) }),
      );
      return result ?? { skipped: 1 };
    },
  },
];
