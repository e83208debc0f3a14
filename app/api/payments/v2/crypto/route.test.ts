import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { randomAccountKey, testAddresses, testKeys } from "@/server/testing/keys";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

let server: Awaited<ReturnType<typeof startApiServer>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let operator: Awaited<ReturnType<typeof createUser>>;

const validBody = {
  amount: 100,
  fiat_currency: "USD",
  pay_currency: "btc",
  customer_name: "Ana Souza",
  customer_email: "ana@example.com",
  external_reference: "order-1",
};

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  merchant = await createUser(db);
  other = await createUser(db);
  operator = await createUser(db, { role: "operator" });
  await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: testKeys.bitcoinZpub });
  await setWallet(db, { userId: merchant.user.id, currency: "ETH", xpub: testKeys.evmXpub });
  await setWallet(db, { userId: other.user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
});
afterAll(async () => {
  await server.close();
});

const create = (body: unknown, token = merchant.token, headers: Record<string, string> = {}) =>
  api(server.url, "/api/payments/v2/crypto", { body, token, headers });

function decodeQr(base64: string) {
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("POST /api/payments/v2/crypto", () => {
  let createdId = "";

  it("answers 201 with the flat crypto payment object", async () => {
    const before = Date.now();
    const { status, body } = await create(validBody);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      id_transaction: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      status: "WAITING_PAYMENT",
      payment_id: expect.stringMatching(/^\d+$/),
      pay_address: `${testAddresses.bitcoin[0]}?amount=0.00153847`,
      amount: 100,
      currency: "USD",
      redirect_url: null,
      checkout_url: expect.stringMatching(/^http:\/\/localhost:3000\/checkout\/[A-Za-z0-9_-]{22,}$/),
      pay_currency: "BTC",
      amount_due: "0.00153847",
      rate: "65000",
      rate_source: "static",
    });
    expect(body.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const ttl = Date.parse(body.expires_at) - before;
    expect(ttl).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(body.qr_code.startsWith("data:")).toBe(false);
    expect(decodeQr(body.qr_code)).toBe(`bitcoin:${testAddresses.bitcoin[0]}?amount=0.00153847`);
    createdId = body.id;
  });

  it("keeps the amount as sent, with decimals, and upper-cases the codes", async () => {
    const { status, body } = await create({ ...validBody, amount: 150.5, fiat_currency: "brl", pay_currency: "eth" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ amount: 150.5, currency: "BRL", pay_currency: "ETH" });
    expect(body.pay_address).toMatch(new RegExp(`^${testAddresses.evm[0]}\\?amount=0\\.00836112$`));
    expect(decodeQr(body.qr_code)).toBe(`ethereum:${testAddresses.evm[0]}@1?value=8361120000000000`);
  });

  it("encodes a USDT transfer on BNB Smart Chain in the QR", async () => {
    const { body } = await create({ ...validBody, amount: 10, pay_currency: "USDTBSC" });
    expect(body.pay_address).toBe(`${testAddresses.evm[1]}?amount=10`);
    expect(decodeQr(body.qr_code)).toBe(
      `ethereum:0x55d398326f99059fF775485246999027B3197955@56/transfer?address=${testAddresses.evm[1]}&uint256=10000000000000000000`,
    );
  });

  it("is read back by GET /api/invoices/payment-gateway/{id} in the envelope with every field", async () => {
    const { status, body } = await api(server.url, `/api/invoices/payment-gateway/${createdId}`, { token: merchant.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, code: "success" });
    expect(body.response).toMatchObject({
      id: createdId,
      type: "PAYMENT",
      status: "WAITING_PAYMENT",
      amount: 100,
      currency: "USD",
      gateway: "crypto",
      user_id: merchant.user.id,
      external_reference: "order-1",
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      payment_details: {
        pay_address: testAddresses.bitcoin[0],
        qr_code: expect.any(String),
        expires_at: expect.stringMatching(/Z$/),
        pay_currency: "BTC",
        fiat_currency: "USD",
      },
      amount_due: "0.00153847",
      amount_paid: "0",
      rate: "65000",
      rate_source: "static",
      version: 1,
      derivation_index: 0,
      transactions: [],
    });
  });

  it("answers 404 with the same body for another merchant's invoice and an unknown id", async () => {
    const foreign = await api(server.url, `/api/invoices/payment-gateway/${createdId}`, { token: other.token });
    const unknown = await api(server.url, "/api/invoices/payment-gateway/999999999", { token: other.token });
    const garbage = await api(server.url, "/api/invoices/payment-gateway/abc", { token: other.token });
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(garbage.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body).toEqual({ status: 404, code: "not_found", message: "Invoice not found." });
  });

  it("lets an operator read any merchant's invoice", async () => {
    const { status, body } = await api(server.url, `/api/invoices/payment-gateway/${createdId}`, { token: operator.token });
    expect(status).toBe(200);
    expect(body.response.user_id).toBe(merchant.user.id);
  });

  it("answers 401 without a valid token", async () => {
    expect((await create(validBody, "")).status).toBe(401);
    expect((await create(validBody, "ponte_not-a-real-key")).status).toBe(401);
    expect((await api(server.url, `/api/invoices/payment-gateway/${createdId}`)).status).toBe(401);
  });

  it("answers 422 wallet_not_configured when the merchant has no wallet for the chain", async () => {
    const { status, body } = await create({ ...validBody, pay_currency: "ETH" }, other.token);
    expect(status).toBe(422);
    expect(body.code).toBe("wallet_not_configured");
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["amount as a string", { amount: "100" }, "amount"],
    ["amount zero", { amount: 0 }, "amount"],
    ["amount negative", { amount: -5 }, "amount"],
    ["amount with 3 decimals", { amount: 10.123 }, "amount"],
    ["amount above 1e9", { amount: 1_000_000_000.01 }, "amount"],
    ["amount missing", { amount: undefined }, "amount"],
    ["unknown fiat currency", { fiat_currency: "GBP" }, "fiat_currency"],
    ["fiat currency missing", { fiat_currency: undefined }, "fiat_currency"],
    ["unknown pay currency", { pay_currency: "DOGE" }, "pay_currency"],
    ["pay currency missing", { pay_currency: undefined }, "pay_currency"],
    ["customer name too long", { customer_name: "x".repeat(201) }, "customer_name"],
    ["customer name missing", { customer_name: undefined }, "customer_name"],
    ["customer e-mail invalid", { customer_email: "not-an-email" }, "customer_email"],
    ["customer e-mail too long", { customer_email: `${"a".repeat(250)}@x.io` }, "customer_email"],
    ["customer e-mail missing", { customer_email: undefined }, "customer_email"],
    ["external reference empty", { external_reference: "" }, "external_reference"],
    ["external reference too long", { external_reference: "r".repeat(256) }, "external_reference"],
    ["external reference missing", { external_reference: undefined }, "external_reference"],
  ];
  it.each(invalid)("answers 400 naming the field for %s", async (_label, change, field) => {
    const { status, body } = await create({ ...validBody, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, code: "invalid_input", message: expect.any(String) });
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual([field]);
  });

  it("accepts the limits themselves", async () => {
    const { status } = await create({
      ...validBody,
      amount: 1_000_000_000,
      customer_name: "n".repeat(200),
      external_reference: "r".repeat(255),
    });
    expect(status).toBe(201);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status, body } = await create("{not json");
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_json");
  });

  it("replays the first answer for a repeated Idempotency-Key and refuses it with another body", async () => {
    const headers = { "idempotency-key": `key-${Date.now()}` };
    const first = await create({ ...validBody, external_reference: "idem" }, merchant.token, headers);
    const second = await create({ ...validBody, external_reference: "idem" }, merchant.token, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const changed = await create({ ...validBody, external_reference: "idem-2" }, merchant.token, headers);
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe("idempotency_key_reused");
    const list = await api(server.url, "/api/invoices/payment-gateway?query=idem", { token: merchant.token });
    expect(list.body.response.pagination.total).toBe(1);
  });
});
