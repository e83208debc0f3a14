// Payment links through the REST API: create (and its Idempotency-Key), read, list, disable and
// enable, a link's payments; another merchant's links are 404; bad input is a 400 naming the field.
import { and, eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { idempotencyKeys, paymentLinks } from "@/db/schema";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { createPaymentLink } from "@/server/payment-links/manage-payment-links";
import {
  linkPaymentPageEnvelope,
  paymentLinkCreatedEnvelope,
  paymentLinkEnvelope,
  paymentLinkPageEnvelope,
} from "@/server/payment-links/schemas";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { requestFingerprint } from "@/server/rest/idempotency";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

/** A sandbox merchant who receives PIX, so a link's visits can be paid. */
async function merchant() {
  const db = await getDb();
  const created = await createUser(db, { sandbox: true });
  await setPixProfile(db, created.actor, { key: "ana@example.com", legalName: "Loja da Ana", document: "52998224725", city: "Curitiba" });
  return created;
}

const linkBody = { title: "Bolo de cenoura", description: "Com cobertura", currency: "brl", amount: 25.5, quantity_enabled: true, max_quantity: 3 };

const decodeQr = (base64: string) => {
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("payment links over REST", () => {
  it("creates a link, reads it, and disables and enables it; the link's page follows", async () => {
    const seller = await merchant();
    const created = await api(server.url, "/api/payment-links", { token: seller.token, body: linkBody });
    expect(created.status).toBe(201);
    const { response: link } = paymentLinkCreatedEnvelope.parse(created.body);
    expect(created.body).toMatchObject({ status: 201, code: "payment_link_created" });
    expect(link).toMatchObject({
      title: "Bolo de cenoura",
      description: "Com cobertura",
      image_url: null,
      currency: "BRL",
      amount: 25.5,
      min_amount: null,
      max_amount: null,
      quantity_enabled: true,
      max_quantity: 3,
      active: true,
    });
    expect(link.url).toBe(`http://localhost:3000/l/${link.slug}`);
    expect(decodeQr(link.qr_code)).toBe(link.url);

    const read = await api(server.url, `/api/payment-links/${link.id}`, { token: seller.token });
    expect(read.status).toBe(200);
    expect(paymentLinkEnvelope.parse(read.body).response).toEqual(link);

    const payer = await callerFor(null);
    const before = await payer.paymentLinks.start({ slug: link.slug });
    const disabled = await api(server.url, `/api/payment-links/${link.id}/disable`, { method: "POST", token: seller.token });
    expect(disabled.status).toBe(200);
    const off = paymentLinkEnvelope.parse(disabled.body).response;
    expect(off.active).toBe(false);
    expect(await payer.paymentLinks.view({ slug: link.slug })).toEqual({ active: false, unavailable: false, title: "Bolo de cenoura" });
    expect(await trpcCodeOf(payer.paymentLinks.start({ slug: link.slug }))).toBe("UNPROCESSABLE_CONTENT");
    // A session the link started before goes on.
    expect((await payer.checkoutSessions.choose({ sessionId: before.sessionId, rail: "PIX" })).invoice.gateway).toBe("pix");
    // The same switch again changes nothing, and answers the link as it is.
    const again = await api(server.url, `/api/payment-links/${link.id}/disable`, { method: "POST", token: seller.token });
    expect(again.status).toBe(200);
    expect(again.body.response).toEqual(off);

    const enabled = await api(server.url, `/api/payment-links/${link.id}/enable`, { method: "POST", token: seller.token });
    expect(paymentLinkEnvelope.parse(enabled.body).response.active).toBe(true);
    expect(await payer.paymentLinks.view({ slug: link.slug })).toMatchObject({ active: true, amount: 25.5 });
    // The dashboard sees the same link as the API.
    const dashboard = await (await callerFor(seller.actor)).paymentLinks.list();
    expect(dashboard).toEqual([(await api(server.url, `/api/payment-links/${link.id}`, { token: seller.token })).body.response]);
  });

  it("lists pages of the merchant's own links, newest first, and filters by active", async () => {
    const seller = await merchant();
    const stranger = await merchant();
    await api(server.url, "/api/payment-links", { token: stranger.token, body: { ...linkBody, title: "Not mine" } });
    const ids: number[] = [];
    for (const title of ["Café", "Pão", "Doação"]) {
      const body = title === "Doação" ? { title, currency: "BRL", min_amount: 10, max_amount: 500 } : { ...linkBody, title };
      ids.push((await api(server.url, "/api/payment-links", { token: seller.token, body })).body.response.id);
    }
    await api(server.url, `/api/payment-links/${ids[1]}/disable`, { method: "POST", token: seller.token });

    const first = await api(server.url, "/api/payment-links?quantityPerPage=2", { token: seller.token });
    const page = paymentLinkPageEnvelope.parse(first.body).response;
    expect(page.data.map((link) => link.title)).toEqual(["Doação", "Pão"]);
    expect(page.data[0]).toMatchObject({ amount: null, min_amount: 10, max_amount: 500, quantity_enabled: false });
    expect(page.pagination).toEqual({ page: 1, quantityPerPage: 2, total: 3, totalPages: 2 });
    const second = await api(server.url, "/api/payment-links?quantityPerPage=2&page=2", { token: seller.token });
    expect(second.body.response.data.map((link: { title: string }) => link.title)).toEqual(["Café"]);

    const active = await api(server.url, "/api/payment-links?active=true", { token: seller.token });
    expect(active.body.response.data.map((link: { id: number }) => link.id)).toEqual([ids[2], ids[0]]);
    const inactive = await api(server.url, "/api/payment-links?active=false", { token: seller.token });
    expect(inactive.body.response.data.map((link: { id: number }) => link.id)).toEqual([ids[1]]);
    expect(inactive.body.response.pagination.total).toBe(1);
  });

  it("lists a link's paid sessions only, in pages", async () => {
    const db = await getDb();
    const seller = await merchant();
    const payer = await callerFor(null);
    const create = (body: object) => api(server.url, "/api/payment-links", { token: seller.token, body });
    const link = (await create({ title: "Camiseta", currency: "BRL", amount: 40, quantity_enabled: true })).body.response;
    const otherLink = (await create({ title: "Boné", currency: "BRL", amount: 30 })).body.response;
    const paid = [await payer.paymentLinks.start({ slug: link.slug }), await payer.paymentLinks.start({ slug: link.slug, quantity: 2 })];
    await payer.paymentLinks.start({ slug: link.slug });
    const paidElsewhere = await payer.paymentLinks.start({ slug: otherLink.slug });
    for (const { sessionId } of [...paid, paidElsewhere]) {
      const chosen = await payer.checkoutSessions.choose({ sessionId, rail: "PIX" });
      await simulatePayment(db, seller.actor, { invoiceId: chosen.invoice.id });
    }
    await settleCheckoutSessions(db);

    const all = await api(server.url, `/api/payment-links/${link.id}/payments`, { token: seller.token });
    expect(all.status).toBe(200);
    const page = linkPaymentPageEnvelope.parse(all.body).response;
    expect(page.data.map((session) => [session.id, session.status, session.amount, session.payment_link])).toEqual([
      [paid[1]!.sessionId, "PAID", 80, link.slug],
      [paid[0]!.sessionId, "PAID", 40, link.slug],
    ]);
    expect(page.data[0]?.invoices.map((invoice) => [invoice.gateway, invoice.status])).toEqual([["pix", "PAID"]]);
    expect(page.pagination).toEqual({ page: 1, quantityPerPage: 10, total: 2, totalPages: 1 });
    const second = await api(server.url, `/api/payment-links/${link.id}/payments?page=2&quantityPerPage=1`, { token: seller.token });
    expect(second.body.response.data.map((session: { id: string }) => session.id)).toEqual([paid[0]!.sessionId]);
    expect(second.body.response.pagination).toEqual({ page: 2, quantityPerPage: 1, total: 2, totalPages: 2 });
  });

  it("answers another merchant's link with 404 at every door, and changes nothing of it", async () => {
    const seller = await merchant();
    const stranger = await merchant();
    const link = (await api(server.url, "/api/payment-links", { token: seller.token, body: linkBody })).body.response;
    const doors = [
      { method: "GET", path: `/api/payment-links/${link.id}` },
      { method: "POST", path: `/api/payment-links/${link.id}/disable` },
      { method: "POST", path: `/api/payment-links/${link.id}/enable` },
      { method: "GET", path: `/api/payment-links/${link.id}/payments` },
    ];
    for (const { method, path } of doors) {
      for (const id of [String(link.id), "999999"]) {
        const response = await api(server.url, path.replace(String(link.id), id), { method, token: stranger.token });
        expect(response.status, `${method} ${path} (${id})`).toBe(404);
        expect(response.body).toEqual({ status: 404, code: "not_found", message: "Payment link not found." });
      }
    }
    expect((await api(server.url, "/api/payment-links", { token: stranger.token })).body.response.pagination.total).toBe(0);
    const db = await getDb();
    const [row] = await db.select({ active: paymentLinks.active }).from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row?.active).toBe(true);
  });

  it("replays a create under the same Idempotency-Key, refuses the key with another body, and keeps keys per merchant", async () => {
    const db = await getDb();
    const seller = await merchant();
    const stranger = await merchant();
    const headers = { "idempotency-key": "link-1" };
    const first = await api(server.url, "/api/payment-links", { token: seller.token, body: linkBody, headers });
    const again = await api(server.url, "/api/payment-links", { token: seller.token, body: linkBody, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const other = await api(server.url, "/api/payment-links", { token: seller.token, body: { ...linkBody, amount: 30 }, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_key_reused");
    const theirs = await api(server.url, "/api/payment-links", { token: stranger.token, body: linkBody, headers });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(await db.$count(paymentLinks, eq(paymentLinks.userId, seller.user.id))).toBe(1);
    expect(await db.$count(paymentLinks, eq(paymentLinks.userId, stranger.user.id))).toBe(1);
  });

  it("answers the link again when the request failed after the link committed, and creates no second one", async () => {
    const db = await getDb();
    const seller = await merchant();
    const key = "link-lost";
    const body = { title: "Curso", currency: "BRL", amount: 100 };
    // The key as a first request claimed it, abandoned long ago; the create committed, the request then died.
    await db.insert(idempotencyKeys).values({
      userId: seller.user.id,
      key,
      endpoint: "POST /api/payment-links",
      requestHash: requestFingerprint("POST /api/payment-links", body),
      lockedUntil: new Date(Date.now() - 1_000),
    });
    const link = await createPaymentLink(db, seller.actor, body, { idempotencyKey: key });
    const retry = await api(server.url, "/api/payment-links", { token: seller.token, body, headers: { "idempotency-key": key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual({ status: 201, code: "payment_link_created", response: link });
    expect(await db.$count(paymentLinks, eq(paymentLinks.userId, seller.user.id))).toBe(1);
    const [stored] = await db
      .select({ responseStatus: idempotencyKeys.responseStatus })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, seller.user.id), eq(idempotencyKeys.key, key)));
    expect(stored?.responseStatus).toBe(201);
  });

  const NUL = "\u0000";
  let someMerchant: ReturnType<typeof createUser> | undefined;
  const badInput: Array<{ name: string; method?: string; path: string; body?: object; field: string }> = [
    { name: "no title", path: "/api/payment-links", body: { currency: "BRL", amount: 10 }, field: "title" },
    { name: "a blank title", path: "/api/payment-links", body: { title: "   ", currency: "BRL", amount: 10 }, field: "title" },
    { name: "NUL in the title", path: "/api/payment-links", body: { title: `Bolo${NUL}`, currency: "BRL", amount: 10 }, field: "title" },
    { name: "an unknown currency", path: "/api/payment-links", body: { title: "Bolo", currency: "XYZ", amount: 10 }, field: "currency" },
    { name: "a negative amount", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", amount: -1 }, field: "amount" },
    { name: "an amount of 3 decimals", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", amount: 1.005 }, field: "amount" },
    { name: "an amount as text", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", amount: "10" }, field: "amount" },
    { name: "limits beside a fixed amount", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", amount: 10, min_amount: 5 }, field: "min_amount" },
    { name: "a minimum above the maximum", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", min_amount: 10, max_amount: 5 }, field: "max_amount" },
    { name: "a quantity without a fixed amount", path: "/api/payment-links", body: { title: "Bolo", currency: "BRL", quantity_enabled: true }, field: "quantity_enabled" },
    { name: "a max_quantity of 0", path: "/api/payment-links", body: { ...linkBody, max_quantity: 0 }, field: "max_quantity" },
    { name: "an http image", path: "/api/payment-links", body: { ...linkBody, image_url: "http://img.example/bolo.png" }, field: "image_url" },
    { name: "list: quantityPerPage 0", path: "/api/payment-links?quantityPerPage=0", field: "quantityPerPage" },
    { name: "list: quantityPerPage 101", path: "/api/payment-links?quantityPerPage=101", field: "quantityPerPage" },
    { name: "list: page abc", path: "/api/payment-links?page=abc", field: "page" },
    { name: "list: page beyond a safe integer", path: "/api/payment-links?page=1e300", field: "page" },
    { name: "list: active maybe", path: "/api/payment-links?active=maybe", field: "active" },
    { name: "read: a word for the id", path: "/api/payment-links/abc", field: "params.id" },
    { name: "read: id 0", path: "/api/payment-links/0", field: "params.id" },
    { name: "read: an id beyond a safe integer", path: "/api/payment-links/9999999999999999", field: "params.id" },
    { name: "read: an id of 20 digits", path: "/api/payment-links/99999999999999999999", field: "params.id" },
    { name: "read: NUL in the id", path: "/api/payment-links/1%00", field: "params.id" },
    { name: "disable: a negative id", method: "POST", path: "/api/payment-links/-1/disable", field: "params.id" },
    { name: "enable: a decimal id", method: "POST", path: "/api/payment-links/1.5/enable", field: "params.id" },
    { name: "payments: a word for the id", path: "/api/payment-links/abc/payments", field: "params.id" },
    { name: "payments: quantityPerPage 0", path: "/api/payment-links/1/payments?quantityPerPage=0", field: "quantityPerPage" },
  ];

  it.each(badInput)("$name is a 400 naming $field", async ({ method, path, body, field }) => {
    const { token } = await (someMerchant ??= createUser(await getDb()));
    const response = await api(server.url, path, { method, token, body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: "invalid_input", message: expect.any(String) });
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });
});
