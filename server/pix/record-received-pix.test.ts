// "I received this PIX": a merchant without a PSP records a PIX seen in their bank account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, webhookEvents } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { getPixCheckout } from "@/server/hosted-checkout/get-pix-checkout";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { expectConsistentHistory } from "@/server/testing/invoices";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeApiPix, type FakeApiPix } from "@/server/testing/fake-api-pix";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";
import { createPixPayment } from "./create-pix-payment";
import { endToEndIdProblem } from "./end-to-end-id";
import { createApiPixPsp } from "./psp/api-pix";
import { usePixPsp } from "./psp/configured-psp";
import { recordReceivedPixInput } from "./record-received-pix";
import { setPixProfile } from "./set-pix-profile";

let merchant: Actor;
let merchantToken: string;
let stranger: Actor;
let server: Awaited<ReturnType<typeof startApiServer>>;
let psp: FakeApiPix;
let sequence = 0;

/** A well-formed end-to-end id: E, ISPB 00000000, 2026-11-27 10:30 UTC, 11 characters. */
const newEndToEndId = () => `E00000000202611271030${String((sequence += 1)).padStart(11, "0")}`;

beforeAll(async () => {
  usePixPsp(null);
  const db = await getDb();
  const created = await createUser(db);
  merchant = created.actor;
  merchantToken = created.token;
  server = await startApiServer();
  psp = await startFakeApiPix();
  stranger = (await createUser(db)).actor;
  await setPixProfile(db, merchant, { key: "loja@example.com", legalName: "Loja Manual", document: "11222333000181", city: "Recife" });
});

afterAll(async () => {
  usePixPsp(null);
  await server.close();
  await psp.close();
});

const pspAdapter = () => createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });

async function payment(amount = 50) {
  return createPixPayment(await getDb(), merchant, {
    clientMode: "noNeedToSpecify",
    amount,
    expire_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

async function paymentsOf(invoiceId: number) {
  const db = await getDb();
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
}

describe("the end-to-end id", () => {
  it.each([
    ["E00000000202611271030abcdefghijk", null],
    ["E0000000020261127103abcdefghijk", "must be 32 characters"],
    ["X00000000202611271030abcdefghijk", "must be E, 8 digits"],
    ["E00000000202613271030abcdefghijk", "has no real date and time"],
    ["E00000000202611271061abcdefghijk", "has no real date and time"],
    ["E00000000202611271030abcdefghij-", "must be E, 8 digits"],
  ])("reads %s as %s", (text, problem) => {
    const found = endToEndIdProblem(text);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it("names the field when the id is malformed", () => {
    const parsed = recordReceivedPixInput.safeParse({ invoiceId: 1, amount: 10, endToEndId: "E123" });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["endToEndId"]);
  });
});

describe("I received this PIX", () => {
  it("says on the checkout that the store confirms the payment", async () => {
    const created = await payment();
    const view = await getPixCheckout(await getDb(), created.checkout_id);
    expect(view.confirmsAutomatically).toBe(false);
    expect(await (await callerFor(merchant)).pix.confirmsAutomatically({ invoiceId: created.id })).toBe(false);
  });

  it("keeps a static code's payment confirmed by hand after a PSP is connected", async () => {
    const created = await payment(10);
    usePixPsp(pspAdapter());
    try {
      const caller = await callerFor(merchant);
      expect((await getPixCheckout(await getDb(), created.checkout_id)).confirmsAutomatically).toBe(false);
      expect(await caller.pix.confirmsAutomatically({ invoiceId: created.id })).toBe(false);
      const result = await caller.pix.recordReceived({ invoiceId: created.id, amount: 10, endToEndId: newEndToEndId() });
      expect(result).toMatchObject({ recorded: true, invoice: { status: "PAID" } });
    } finally {
      usePixPsp(null);
    }
  });

  it("refuses a PIX by hand on a payment charged through a PSP, even after the PSP is gone", async () => {
    usePixPsp(pspAdapter());
    const charged = await payment(40);
    usePixPsp(null);
    const db = await getDb();
    const caller = await callerFor(merchant);
    // The invoice's own fact decides, not the connection of today.
    expect((await getPixCheckout(db, charged.checkout_id)).confirmsAutomatically).toBe(true);
    expect(await caller.pix.confirmsAutomatically({ invoiceId: charged.id })).toBe(true);

    const refused = caller.pix.recordReceived({ invoiceId: charged.id, amount: 40, endToEndId: newEndToEndId() });
    await expect(refused).rejects.toThrow("charged through your PSP");
    expect(await trpcCodeOf(caller.pix.recordReceived({ invoiceId: charged.id, amount: 40, endToEndId: newEndToEndId() }))).toBe("CONFLICT");
    const rest = await api(server.url, `/api/invoices/${charged.id}/pix-received`, { token: merchantToken, body: { amount: 40, endToEndId: newEndToEndId() } });
    expect(rest.status).toBe(409);
    expect(rest.body.errors).toEqual([{ path: "invoiceId", message: "was charged through a PSP, which confirms its PIX" }]);
    expect(await paymentsOf(charged.id)).toHaveLength(0);
    expect((await caller.invoices.get({ id: String(charged.id) })).status).toBe("WAITING_PAYMENT");
  });

  it("answers whether a PSP confirms only for the merchant's own invoices", async () => {
    const created = await payment(10);
    expect(await trpcCodeOf((await callerFor(stranger)).pix.confirmsAutomatically({ invoiceId: created.id }))).toBe("NOT_FOUND");
  });

  it("records a part of the amount as a partial payment, then the rest as PAID", async () => {
    const created = await payment(50);
    const caller = await callerFor(merchant);
    const first = await caller.pix.recordReceived({ invoiceId: created.id, amount: 20, endToEndId: newEndToEndId() });
    expect(first).toMatchObject({ recorded: true, invoice: { status: "PARTIALLY_PAID", amount_paid: "20" } });
    const second = await caller.pix.recordReceived({ invoiceId: created.id, amount: 30, endToEndId: newEndToEndId() });
    expect(second).toMatchObject({ recorded: true, invoice: { status: "PAID", amount_paid: "50", overpaid: false } });

    const payments = await paymentsOf(created.id);
    expect(payments.map((row) => [row.network, row.amountBase, row.state])).toEqual([
      ["pix", "2000", "confirmed"],
      ["pix", "3000", "confirmed"],
    ]);
    const db = await getDb();
    const events = await db.select({ type: webhookEvents.type }).from(webhookEvents).where(eq(webhookEvents.invoiceId, created.id));
    expect(events.map((event) => event.type)).toContain("invoice.paid");
    await expectConsistentHistory(db, created.id);
    // The checkout turns paid, its receipt listing the end-to-end ids.
    const view = await getPixCheckout(db, created.checkout_id);
    expect(view.status).toBe("PAID");
    expect(view.receipt?.endToEndIds).toHaveLength(2);
  });

  it("records the full amount at once as PAID", async () => {
    const created = await payment(12.34);
    const result = await (await callerFor(merchant)).pix.recordReceived({ invoiceId: created.id, amount: 12.34, endToEndId: newEndToEndId() });
    expect(result).toMatchObject({ recorded: true, invoice: { status: "PAID", amount_paid: "12.34" } });
  });

  it("counts a repeated end-to-end id once", async () => {
    const created = await payment(50);
    const caller = await callerFor(merchant);
    const endToEndId = newEndToEndId();
    await caller.pix.recordReceived({ invoiceId: created.id, amount: 20, endToEndId });
    const version = (await caller.invoices.get({ id: String(created.id) })).version;
    const again = await caller.pix.recordReceived({ invoiceId: created.id, amount: 20, endToEndId });
    expect(again).toMatchObject({ recorded: false, invoice: { status: "PARTIALLY_PAID", amount_paid: "20", version } });
    expect(await paymentsOf(created.id)).toHaveLength(1);
  });

  it("refuses an end-to-end id already recorded on another payment or with another amount", async () => {
    const caller = await callerFor(merchant);
    const first = await payment(50);
    const other = await payment(50);
    const endToEndId = newEndToEndId();
    await caller.pix.recordReceived({ invoiceId: first.id, amount: 20, endToEndId });
    expect(await trpcCodeOf(caller.pix.recordReceived({ invoiceId: other.id, amount: 20, endToEndId }))).toBe("CONFLICT");
    expect(await trpcCodeOf(caller.pix.recordReceived({ invoiceId: first.id, amount: 25, endToEndId }))).toBe("CONFLICT");
    expect(await paymentsOf(other.id)).toHaveLength(0);
  });

  it("keeps another merchant's invoice out of reach", async () => {
    const created = await payment(50);
    const code = await trpcCodeOf((await callerFor(stranger)).pix.recordReceived({ invoiceId: created.id, amount: 50, endToEndId: newEndToEndId() }));
    expect(code).toBe("NOT_FOUND");
    expect(await paymentsOf(created.id)).toHaveLength(0);
  });

  it("refuses a malformed end-to-end id with BAD_REQUEST", async () => {
    const created = await payment(50);
    const code = await trpcCodeOf((await callerFor(merchant)).pix.recordReceived({ invoiceId: created.id, amount: 50, endToEndId: "not-an-id" }));
    expect(code).toBe("BAD_REQUEST");
  });
});

describe("POST /api/invoices/{id}/pix-received", () => {
  const post = (id: number | string, body: unknown) => api(server.url, `/api/invoices/${id}/pix-received`, { token: merchantToken, body });

  it("records the PIX and answers the invoice; the same end-to-end id again changes nothing", async () => {
    const created = await payment(30);
    const endToEndId = newEndToEndId();
    const first = await post(created.id, { amount: 30, endToEndId });
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ status: "PAID", amount_paid: "30", transactions: [{ hash: endToEndId, network: "pix", amount: "30" }] });
    const again = await post(created.id, { amount: 30, endToEndId });
    expect(again.status).toBe(200);
    expect(again.body.response.version).toBe(first.body.response.version);
  });

  const invalid: [string, string, unknown][] = [
    ["a malformed end-to-end id", "endToEndId", { amount: 10, endToEndId: "E123" }],
    ["an amount with 3 decimals", "amount", { amount: 10.005, endToEndId: "E00000000202611271030zzzzzzzzzzz" }],
    ["no amount", "amount", { endToEndId: "E00000000202611271030zzzzzzzzzzz" }],
  ];
  it.each(invalid)("refuses %s with 400 naming %s", async (_label, field, body) => {
    const created = await payment(30);
    const { status, body: answer } = await post(created.id, body);
    expect(status).toBe(400);
    expect(answer.errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it("answers 404 for an invoice that is not there", async () => {
    expect((await post(999_999_999, { amount: 10, endToEndId: newEndToEndId() })).status).toBe(404);
  });
});
