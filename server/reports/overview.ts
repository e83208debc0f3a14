// The overview: invoice totals by state (from the maintained counters) and the set-up checklist.
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { isStaff, type Actor } from "@/server/auth/actor";

export async function getOverview(db: Database, actor: Actor) {
  const owner = isStaff(actor) ? sql`true` : sql`user_id = ${actor.userId}`;
  const totals = rowsOf<{ type: string; status: string; gateway: string; count: number | string }>(
    await db.execute(sql`
      select type, status, gateway, sum(count) as count from invoice_counters
      where ${owner} group by type, status, gateway order by type, status, gateway`),
  ).map((row) => ({ type: row.type, status: row.status, gateway: row.gateway, count: Number(row.count) }));
  const [setup] = rowsOf<{ keys: boolean; wallets: boolean; pix: boolean; webhook: boolean }>(
    await db.execute(sql`
      select
        exists (select 1 from api_keys where user_id = ${actor.userId} and revoked_at is null) as keys,
        exists (select 1 from wallets where user_id = ${actor.userId} and active) as wallets,
        exists (select 1 from pix_profiles where user_id = ${actor.userId}) as pix,
        exists (select 1 from webhook_endpoints where user_id = ${actor.userId}) as webhook`),
  );
  return {
    totals,
    setup: {
      apiKey: Boolean(setup?.keys),
      wallet: Boolean(setup?.wallets),
      pixProfile: Boolean(setup?.pix),
      webhook: Boolean(setup?.webhook),
    },
  };
}
