// Derives the address pools of every active wallet up to ADDRESS_POOL_SIZE ahead, as the background
// job would between ticks, so a benchmark measures creates with their addresses already derived.
//
//   DATABASE_URL=… ADDRESS_POOL_SIZE=25000 npx tsx bench/fill-address-pools.ts
import { closeDb, getDb } from "@/db/client";
import { fillAddressPools } from "@/server/crypto/wallets/address-pool";
import { env } from "@/kernel/env";

const db = await getDb();
const started = performance.now();
const result = await fillAddressPools(db, { poolSize: env.ADDRESS_POOL_SIZE, maxDerivations: Number.MAX_SAFE_INTEGER });
const seconds = (performance.now() - started) / 1000;
console.error(`[fill-address-pools] ${JSON.stringify(result)} in ${seconds.toFixed(1)} s`);
await closeDb();
