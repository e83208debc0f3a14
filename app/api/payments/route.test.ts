import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { parseBrCode } from "@/server/pix/brcode";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

let server: Awaited<ReturnType<typeof startApiServer>>;
let token: string;
let userId: number;

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  const merchant = await createUser(db);
  token = merchant.token;
  userId = merchant.user.id;
  await setPixProfile(db, merchant.actor, {
    key: "pagamentos@loja.com.br",
    legalName: "Loja Exemplo Comércio Ltda",
    document: "11.222.333/0001-81",
    city: "São Paulo",
  });
});

afterAll(async () => {
  await server.close();
});

const create = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  api(server.url, "/api/payments", { body, token: options.token ?? token, headers: options.headers });

describe("POST /api/payments", () => {
  it("creates a noNeedToSpecify payment with every field of the payment record", async () => {
    const expireAt = inOneHour();
    const { status, body } = await create({
      clientMode: "noNeedToSpecify",
      amount: 150.5,
      expire_at: expireAt,
      description: "Pedido 42",
      external_reference: "order-42",
      redirect_url: "https://loja.example.com/obrigado",
    });
    expect(status).toBe(201);
    expect(body.status).toBe(201);
    expect(body.code).toBe("payment_created");
    const record = body.response;
    expect(Object.keys(record).sort()).toEqual(
      [
        "id", "amount", "description", "clientMode", "redirect_url", "email", "phoneNumber", "document_type",
        "expire_at", "document_client", "document_type_client", "name_client", "external_reference",
        "id_transaction", "transaction_pix_id", "emv", "name_receiver", "document_receiver",
        "document_type_receiver", "qr_image", "qr_text", "status", "checkout_id", "checkout_url", "createdAt",
        "due", "amount_due_today",
        "updatedAt",
      ].sort(),
    );
    expect(typeof record.id).toBe("number");
    expect(record).toMatchObject({
      amount: 150.5,
      description: "Pedido 42",
      clientMode: "noNeedToSpecify",
      redirect_url: "https://loja.example.com/obrigado",
      external_reference: "order-42",
      email: null,
      name_receiver: "Loja Exemplo Comércio Ltda",
      document_receiver: "11222333000181",
      document_type_receiver: "CNPJ",
      status: "WAITING_PAYMENT",
    });
    expect(record.id_transaction).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.qr_text).toBe(record.emv);
    expect(record.qr_image).toMatch(/^iVBORw0KGgo/);
    const png = PNG.sync.read(Buffer.from(record.qr_image, "base64"));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(record.emv);
    expect(record.checkout_url).toBe(`http://localhost:3000/checkout/${record.checkout_id}`);
    expect(record.checkout_id.length).toBeGreaterThanOrEqual(22);
    expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);
    expect(record.updatedAt).toMatch(/-03:00$/);
    expect(Date.parse(record.expire_at)).toBe(Date.parse(expireAt));

    const code = parseBrCode(record.emv);
    expect(code).toMatchObject({
      key: "pagamentos@loja.com.br",
      amount: "150.50",
      merchantName: "Loja Exemplo Comercio Ltd",
      merchantCity: "Sao Paulo",
      txid: record.transaction_pix_id,
      description: "Pedido 42",
    });
  });

  it("creates a fillDataNow payment and echoes the client's data", async () => {
    const { status, body } = await create({
      clientMode: "fillDataNow",
      amount: 10,
      expire_at: inOneHour(),
      name_client: "Maria da Silva",
      document_client: "529.982.247-25",
      document_type: "CPF",
      email: "maria@example.com",
      phoneNumber: "+5511987654321",
    });
    expect(status).toBe(201);
    expect(body.response).toMatchObject({
      clientMode: "fillDataNow",
      amount: 10,
      name_client: "Maria da Silva",
      document_client: "52998224725",
      document_type: "CPF",
      document_type_client: "CPF",
      email: "maria@example.com",
      phoneNumber: "+5511987654321",
    });
  });

  it("accepts an alphanumeric CNPJ for fillDataNow", async () => {
    const { status, body } = await create({
      clientMode: "fillDataNow",
      amount: 99.99,
      expire_at: inOneHour(),
      name_client: "Empresa Nova SA",
      document_client: "12.ABC.345/01DE-35",
      document_type: "CNPJ",
    });
    expect(status).toBe(201);
    expect(body.response.document_client).toBe("12ABC34501DE35");
  });

  it("creates a requestCheckout payment whose checkout link is unguessable", async () => {
    const first = await create({ clientMode: "requestCheckout", amount: 1, expire_at: inOneHour() });
    const second = await create({ clientMode: "requestCheckout", amount: 1, expire_at: inOneHour() });
    expect(first.status).toBe(201);
    expect(first.body.response.clientMode).toBe("requestCheckout");
    expect(first.body.response.name_client).toBeNull();
    expect(first.body.response.checkout_id).not.toBe(second.body.response.checkout_id);
    expect(first.body.response.transaction_pix_id).not.toBe(second.body.response.transaction_pix_id);
  });

  const valid = { clientMode: "noNeedToSpecify", amount: 10, expire_at: inOneHour() };
  const fillDataNow = { ...valid, clientMode: "fillDataNow", name_client: "Ana", document_client: "52998224725", document_type: "CPF" };
  const validationCases: [string, Record<string, unknown>, string][] = [
    ["a missing clientMode", { ...valid, clientMode: undefined }, "clientMode"],
    ["an unknown clientMode", { ...valid, clientMode: "later" }, "clientMode"],
    ["a missing amount", { ...valid, amount: undefined }, "amount"],
    ["an amount given as text", { ...valid, amount: "10.00" }, "amount"],
    ["a zero amount", { ...valid, amount: 0 }, "amount"],
    ["a negative amount", { ...valid, amount: -5 }, "amount"],
    ["an amount with 3 decimals", { ...valid, amount: 1.005 }, "amount"],
    ["an amount above 1e9", { ...valid, amount: 1_000_000_000.01 }, "amount"],
    ["a currency other than BRL", { ...valid, currency: "USD" }, "currency"],
    ["a missing expire_at", { ...valid, expire_at: undefined }, "expire_at"],
    ["an expire_at that is no date-time", { ...valid, expire_at: "tomorrow" }, "expire_at"],
    ["an expire_at in the past", { ...valid, expire_at: new Date(Date.now() - 60_000).toISOString() }, "expire_at"],
    ["an expire_at more than 30 days ahead", { ...valid, expire_at: new Date(Date.now() + 31 * 86_400_000).toISOString() }, "expire_at"],
    ["a description over 140 characters", { ...valid, description: "x".repeat(141) }, "description"],
    ["an external_reference over 255 characters", { ...valid, external_reference: "x".repeat(256) }, "external_reference"],
    ["a redirect_url that is not a URL", { ...valid, redirect_url: "not a url" }, "redirect_url"],
    ["a javascript: redirect_url", { ...valid, redirect_url: "javascript:alert(1)" }, "redirect_url"],
    ["a phoneNumber that is neither E.164 nor Brazilian", { ...valid, phoneNumber: "12345" }, "phoneNumber"],
    ["an invalid e-mail", { ...valid, email: "maria-at-example.com" }, "email"],
    ["an e-mail over 254 characters", { ...valid, email: `${"a".repeat(250)}@example.com` }, "email"],
    ["an unknown document_type", { ...valid, document_type: "RG" }, "document_type"],
    ["a name_client over 200 characters", { ...valid, name_client: "x".repeat(201) }, "name_client"],
    ["a CPF with a wrong check digit", { ...fillDataNow, document_client: "52998224724" }, "document_client"],
    ["a CPF sent as CNPJ", { ...fillDataNow, document_type: "CNPJ" }, "document_client"],
    ["a document_client without its type", { ...valid, document_client: "52998224725" }, "document_type"],
    ["fillDataNow without name_client", { ...fillDataNow, name_client: undefined }, "name_client"],
    ["fillDataNow without document_client", { ...fillDataNow, document_client: undefined }, "document_client"],
    ["fillDataNow without document_type", { ...fillDataNow, document_type: undefined }, "document_type"],
  ];

  const namedCases = validationCases.map(([label, body, field]) => [label, field, body] as const);
  it.each(namedCases)("rejects %s with 400 naming %s", async (_label, field, body) => {
    const { status, body: answer } = await create(body);
    expect(status).toBe(400);
    expect(answer.code).toBe("invalid_input");
    expect(answer.errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it("names only the format when expire_at is no date-time", async () => {
    const { status, body: answer } = await create({ ...valid, expire_at: "tomorrow" });
    expect(status).toBe(400);
    expect(answer.errors).toEqual([{ path: "expire_at", message: "must be an ISO 8601 date-time with a zone (Z or ±hh:mm)" }]);
  });

  it("answers 401 without a token and with a wrong one", async () => {
    const missing = await api(server.url, "/api/payments", { body: valid });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const wrong = await create(valid, { token: "ponte_wrong" });
    expect(wrong.status).toBe(401);
  });

  it("answers 422 pix_profile_missing for a merchant without a PIX profile", async () => {
    const other = await createUser(await getDb());
    const { status, body } = await create(valid, { token: other.token });
    expect(status).toBe(422);
    expect(body.code).toBe("pix_profile_missing");
  });

  it("returns the first payment again for a repeated Idempotency-Key", async () => {
    const headers = { "idempotency-key": `pix-${userId}-${Date.now()}` };
    const body = { ...valid, external_reference: "idem" };
    const first = await create(body, { headers });
    const second = await create(body, { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.response.id).toBe(first.body.response.id);
    const reused = await create({ ...body, amount: 11 }, { headers });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("idempotency_key_reused");
  });

  it("is readable and listable through the invoice endpoints as a gateway pix invoice", async () => {
    const created = await create({ ...valid, external_reference: "invoice-endpoints" });
    const record = created.body.response;
    const one = await api(server.url, `/api/invoices/payment-gateway/${record.id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.response).toMatchObject({
      id: String(record.id),
      type: "PAYMENT",
      status: "WAITING_PAYMENT",
      amount: 10,
      currency: "BRL",
      gateway: "pix",
      user_id: userId,
      external_reference: "invoice-endpoints",
      payment_details: { pay_address: null, qr_code: record.qr_image, pay_currency: "BRL", fiat_currency: "BRL", emv: record.emv },
    });
    const list = await api(server.url, "/api/invoices/payment-gateway?gateway=pix&query=invoice-endpoints", { token });
    expect(list.status).toBe(200);
    expect(list.body.response.data.map((invoice: { id: string }) => invoice.id)).toContain(String(record.id));
  });

  it("hides the payment from another merchant (404)", async () => {
    const created = await create(valid);
    const other = await createUser(await getDb());
    const { status } = await api(server.url, `/api/invoices/payment-gateway/${created.body.response.id}`, { token: other.token });
    expect(status).toBe(404);
  });

  it("is confirmed by the sandbox simulation when no PSP is configured", async () => {
    const db = await getDb();
    const sandbox = await createUser(db, { sandbox: true });
    await setPixProfile(db, sandbox.actor, { key: "52998224725", legalName: "Sandbox", document: "52998224725", city: "Natal" });
    const created = await create(valid, { token: sandbox.token });
    const paid = await api(server.url, `/api/sandbox/invoices/${created.body.response.id}/pay`, { token: sandbox.token, body: {} });
    expect(paid.status).toBe(200);
    const one = await api(server.url, `/api/invoices/payment-gateway/${created.body.response.id}`, { token: sandbox.token });
    expect(one.body.response).toMatchObject({ status: "PAID", amount_paid: "10" });
  });
});
