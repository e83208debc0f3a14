// A create whose invoice committed but whose answer was never stored (the connection or the
// process died in between): a retry with its Idempotency-Key answers that invoice, on both rails.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { idempotencyKeys, invoices } from "@/db/schema";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { testKeys } from "@/server/testing/keys";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

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

const rails = [
  {
    rail: "crypto",
    path: "/api/payments/v2/crypto",
    body: { amount: 25, fiat_currency: "BRL", pay_currency: "ETH", customer_name: "Ana", customer_email: "ana@example.com", external_reference: "replay" },
    idOf: (body: { id: string }) => body.id,
  },
  {
    rail: "pix",
    path: "/api/payments",
    body: { amount: 25, expire_at: new Date(Date.now() + 3_600_000).toISOString(), external_reference: "replay", clientMode: "noNeedToSpecify" },
    idOf: (body: { response: { id: number } }) => String(body.response.id),
  },
] as const;

describe.each(rails)("Idempotency-Key on the $rail create", ({ path, body, idOf }) => {
  const send = (key: string) => api(server.url, path, { token: merchant.token, body, headers: { "idempotency-key": key } });

  async function forgetAnswer(key: string, options: { abandoned: boolean }) {
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({
        responseStatus: null,
        responseBody: null,
        ...(options.abandoned ? { lockedUntil: new Date(Date.now() - 1_000) } : {}),
      })
      .where(and(eq(idempotencyKeys.userId, merchant.user.id), eq(idempotencyKeys.key, key)));
  }

  const merchantInvoices = async () => (await getDb()).$count(invoices, eq(invoices.userId, merchant.user.id));
  const invoicesOfKey = async (id: string) =>
    (await getDb()).select({ id: invoices.id }).from(invoices).where(eq(invoices.id, Number(id)));

  it("names the created invoice on the key in the create's own statement", async () => {
    const key = `named-${path}-${Date.now()}`;
    const first = await send(key);
    expect(first.status).toBe(201);
    const [record] = await (await getDb())
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, merchant.user.id), eq(idempotencyKeys.key, key)));
    expect(String(record?.invoiceId)).toBe(idOf(first.body));
  });

  it.each([
    { when: "while the first request's claim still runs", abandoned: false },
    { when: "after the claim could be taken over", abandoned: true },
  ])("answers the invoice again when its answer was lost, $when", async ({ abandoned }) => {
    const key = `lost-${path}-${abandoned}-${Date.now()}`;
    const first = await send(key);
    expect(first.status).toBe(201);
    await forgetAnswer(key, { abandoned });
    const before = await merchantInvoices();
    const retry = await send(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(idOf(retry.body)).toBe(idOf(first.body));
    expect(retry.body).toEqual(first.body);
    expect(await invoicesOfKey(idOf(first.body))).toHaveLength(1);
    expect(await merchantInvoices()).toBe(before);
  });
});
