// Creates while the database server terminates the app's connections: every create retried with
// its Idempotency-Key ends with exactly one invoice, and every invoice has its event and timeline.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDb, rowsOf } from "@/db/client";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { testKeys } from "@/server/testing/keys";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

const onServer = inject("testDatabase").kind === "postgres";
const CREATES = 160;
const CONCURRENCY = 16;

let server: Awaited<ReturnType<typeof startApiServer>>;
let merchant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  merchant = await createUser(db);
  await setWallet(db, { userId: merchant.user.id, currency: "ETH", xpub: testKeys.evmXpub });
  await setPixProfile(db, merchant.actor, { key: "ana@example.com", legalName: "Loja da Ana", document: "52998224725", city: "Curitiba" });
});
afterAll(async () => {
  await server.close();
});

type Create = { key: string; path: string; body: Record<string, unknown> };

function createOf(index: number, run: string): Create {
  const key = `${run}-${index}`;
  if (index % 2 === 0) {
    return {
      key,
      path: "/api/payments/v2/crypto",
      body: {
        amount: 10 + index,
        fiat_currency: "BRL",
        pay_currency: "ETH",
        customer_name: "Ana Souza",
        customer_email: "ana@example.com",
        external_reference: key,
      },
    };
  }
  return {
    key,
    path: "/api/payments",
    body: {
      amount: 10 + index,
      expire_at: new Date(Date.now() + 3_600_000).toISOString(),
      external_reference: key,
      clientMode: "noNeedToSpecify",
    },
  };
}

const idOf = (create: Create, body: { id?: unknown; response?: { id?: unknown } }) =>
  String(create.path === "/api/payments" ? body.response?.id : body.id);

/** Terminates every other backend of this database, over and over, until stopped. */
function terminateConnectionsUntil(stopped: () => boolean) {
  let terminations = 0;
  const loop = (async () => {
    const db = await getDb();
    while (!stopped()) {
      try {
        const rows = rowsOf<{ terminated: boolean }>(
          await db.execute(sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`),
        );
        terminations += rows.filter((row) => row.terminated).length;
      } catch {
        // the terminating connection itself may have been terminated by a previous round
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return { done: loop, count: () => terminations };
}

describe.skipIf(!onServer)("creates while the database terminates connections", () => {
  it("never creates two invoices for one Idempotency-Key, and loses none", async () => {
    const run = `loss-${Date.now()}`;
    const creates = Array.from({ length: CREATES }, (_, index) => createOf(index, run));
    const send = (create: Create) =>
      api(server.url, create.path, { token: merchant.token, body: create.body, headers: { "idempotency-key": create.key } });

    let finished = false;
    const terminator = terminateConnectionsUntil(() => finished);
    const firstAnswers = new Map<string, Awaited<ReturnType<typeof send>>>();
    const queue = [...creates];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let create = queue.shift(); create; create = queue.shift()) firstAnswers.set(create.key, await send(create));
      }),
    );
    finished = true;
    await terminator.done;
    expect(terminator.count()).toBeGreaterThan(0);

    // A payment integration retries every failed create with its key until it has an answer.
    const finalIds = new Map<string, string>();
    const statuses = new Map<number, number>();
    for (const create of creates) {
      let answer = firstAnswers.get(create.key);
      statuses.set(answer?.status ?? 0, (statuses.get(answer?.status ?? 0) ?? 0) + 1);
      // A claim whose release was lost with its connection answers 409 until it may be taken over.
      for (let attempt = 0; answer?.status !== 201 && attempt < 150; attempt += 1) {
        if (answer?.status === 409) await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await send(create);
      }
      expect(answer?.status, `${create.key}: ${JSON.stringify(answer?.body)}`).toBe(201);
      const id = idOf(create, answer?.body ?? {});
      const first = firstAnswers.get(create.key);
      if (first?.status === 201) expect(id).toBe(idOf(create, first.body));
      finalIds.set(create.key, id);
    }

    const db = await getDb();
    const perKey = rowsOf<{ external_reference: string; invoices: number; id: string }>(
      await db.execute(sql`select external_reference, count(*)::int as invoices, min(id)::text as id
        from invoices where user_id = ${merchant.user.id} and external_reference like ${`${run}-%`}
        group by external_reference`),
    );
    expect(perKey).toHaveLength(CREATES);
    for (const row of perKey) {
      expect(row.invoices, row.external_reference).toBe(1);
      expect(row.id, JSON.stringify(row)).toBe(finalIds.get(row.external_reference));
    }
    const orphans = rowsOf<{ id: string; events: number; transitions: number }>(
      await db.execute(sql`select i.id::text,
          (select count(*)::int from webhook_events e where e.invoice_id = i.id and e.type = 'invoice.created') as events,
          (select count(*)::int from invoice_transitions t where t.invoice_id = i.id and t.reason = 'created') as transitions
        from invoices i where i.user_id = ${merchant.user.id} and i.external_reference like ${`${run}-%`}`),
    ).filter((row) => row.events !== 1 || row.transitions !== 1);
    expect(orphans).toEqual([]);
    // What the first answers were, for the reader of a failure: most are 201 (retried inside).
    expect([...statuses.keys()].every((status) => [201, 409, 500, 503].includes(status))).toBe(true);
  }, 180_000);
});
