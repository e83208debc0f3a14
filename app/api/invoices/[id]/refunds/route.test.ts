// Refunds and payouts through the REST API: amounts by basis and never above what was received
// (concurrent requests too), idempotency, the invoice shape of type=WITHDRAWAL, the claim and the
// send in the sandbox.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoiceObject, invoicePageEnvelope } from "@/server/invoices/invoice-object";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { eventTypesOf, expectConsistentHistory, insertTestInvoice } from "@/server/testing/invoices";

let server: Awaited<ReturnType<typeof startApiServer>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;

const customerAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  merchant = await createUser(db, { sandbox: true });
  stranger = await createUser(db);
});
afterAll(async () => {
  await server.close();
});

/** A paid BTC payment of 100.00 BRL at 350000 BRL/BTC: 0.00028572 BTC due, `paid` received. */
async function paidPayment(paid = "28572", extra: { status?: "PAID" | "PARTIALLY_PAID" | "EXPIRED"; overpaid?: boolean } = {}) {
  const db = await getDb();
  return insertTestInvoice(db, {
    userId: merchant.user.id,
    status: extra.status ?? "PAID",
    amountMinor: 10_000n,
    currency: "BRL",
    payCurrency: "BTC",
    amountDueBase: "28572",
    amountPaidBase: paid,
    overpaid: extra.overpaid ?? false,
    rate: "350000",
    payAddress: "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
    customerName: "Ana Souza",
    customerEmail: "ana@example.com",
    externalReference: `order-${Math.random().toString(36).slice(2)}`,
  });
}

const refund = (invoiceId: number | string, body: unknown, options: { token?: string; key?: string } = {}) =>
  api(server.url, `/api/invoices/${invoiceId}/refunds`, {
    body,
    token: options.token ?? merchant.token,
    headers: options.key ? { "idempotency-key": options.key } : {},
  });

function decodeQr(base64: string) {
  const png = PNG.sync.read(Buffer.from(base64, "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("POST /api/invoices/{id}/refunds", () => {
  it("refunds half of a paid payment at its own rate, as a WITHDRAWAL invoice waiting for the receiver's address", async () => {
    const payment = await paidPayment();
    const { status, body } = await refund(payment.id, { basis: "invoice_rate", amount: 50 });
    expect(status).toBe(201);
    expect(body.code).toBe("refund_created");
    // The specified invoice shape (and what Ponte adds beside it), exactly as GET answers it.
    const created = invoiceObject.parse(body.response);
    expect((await api(server.url, `/api/invoices/payment-gateway/${created.id}`, { token: merchant.token })).body.response).toEqual(body.response);
    expect(created).toMatchObject({
      type: "WITHDRAWAL",
      status: "AWAITING_ADDRESS",
      gateway: "crypto",
      amount: 50,
      currency: "BRL",
      amount_due: "0.00014285", // 50 / 350000 = 0.000142857… rounded down
      payment_details: { pay_address: null, qr_code: "", pay_currency: "BTC", fiat_currency: "BRL" },
      customer_name: "Ana Souza",
      external_reference: payment.externalReference,
      rate: "350000",
      withdrawal: { kind: "refund", refund_of: String(payment.id), basis: "invoice_rate", transaction_hash: null },
    });
    expect(created.withdrawal?.claim_url).toMatch(/^http:\/\/localhost:3000\/claim\/[\w-]{20,}$/);
    expect(created.checkout_url).toBe(created.withdrawal?.claim_url);
    const db = await getDb();
    expect(await eventTypesOf(db, Number(created.id))).toEqual(["refund.created"]);
  });

  it("sends to the address the merchant gives, with the QR of the exact send", async () => {
    const payment = await paidPayment();
    const { status, body } = await refund(payment.id, { basis: "crypto", crypto_amount: "0.0001", address: ` ${customerAddress} ` });
    expect(status).toBe(201);
    expect(body.response).toMatchObject({ status: "AWAITING_PAYMENT", amount_due: "0.0001", amount: 35, payment_details: { pay_address: customerAddress } });
    expect(decodeQr(body.response.payment_details.qr_code)).toBe(`bitcoin:${customerAddress}?amount=0.0001`);
  });

  it.each([
    [{ address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5" }, "address", "checksum does not match"],
    [{ address: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx" }, "address", "testnet"],
    [{ address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" }, "address", "EVM"],
    [{ basis: "invoice_rate" }, "amount", "is required with basis invoice_rate"],
    [{ basis: "received", amount: 10 }, "amount", "is not used with basis received"],
    [{ basis: "crypto", crypto_amount: "0.000000001" }, "crypto_amount", "more decimals than BTC allows"],
    [{ basis: "crypto", crypto_amount: "0" }, "crypto_amount", "must be greater than 0"],
    [{ basis: "everything" }, "basis", "must be one of"],
  ])("refuses %j with 400 naming %s", async (body, path, message) => {
    const payment = await paidPayment();
    const answer = await refund(payment.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path, message: expect.stringContaining(message) }]);
  });

  it("never refunds more than was received, and a canceled refund gives its amount back", async () => {
    const payment = await paidPayment();
    const first = await refund(payment.id, { basis: "crypto", crypto_amount: "0.0002" });
    expect(first.status).toBe(201);
    const tooMuch = await refund(payment.id, { basis: "crypto", crypto_amount: "0.0001" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: "refund_exceeds_received", message: "0.0001 BTC is more than the 0.00008572 BTC left to refund of invoice " + payment.id + "." });
    // Today's rate may make a fiat amount worth more crypto than was received: refused, never capped silently.
    const atToday = await refund(payment.id, { basis: "current_rate", amount: 100 });
    expect(atToday.status).toBe(422);
    const rest = await refund(payment.id, { basis: "received" });
    expect(rest.body.response.amount_due).toBe("0.00008572");
    expect((await refund(payment.id, {})).body).toMatchObject({ status: 422, code: "refund_exceeds_received" });

    const canceled = await api(server.url, `/api/withdrawals/${first.body.response.id}/cancel`, { method: "POST", token: merchant.token });
    expect(canceled.body.response.status).toBe("CANCELED");
    const again = await refund(payment.id, { basis: "received" });
    expect(again.body.response.amount_due).toBe("0.0002");
  });

  it("under concurrent requests, the refunds never add up to more than was received", async () => {
    const payment = await paidPayment("30000");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(payment.id, { basis: "crypto", crypto_amount: "0.0001" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    const listed = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token: merchant.token });
    expect(listed.body.response.data.map((row: { amount_due: string }) => row.amount_due)).toEqual(["0.0001", "0.0001", "0.0001"]);
  });

  it("refunds the excess of an overpaid payment, and what a partial payment received", async () => {
    const overpaid = await paidPayment("40000", { overpaid: true });
    expect((await refund(overpaid.id, { basis: "excess" })).body.response.amount_due).toBe("0.00011428");
    const partial = await paidPayment("10000", { status: "PARTIALLY_PAID" });
    expect((await refund(partial.id, { basis: "excess" })).body.code).toBe("refund_exceeds_received");
    expect((await refund(partial.id, { basis: "received" })).body.response.amount_due).toBe("0.0001");
  });

  it("answers the same refund again for the same Idempotency-Key, and 422 for the key with another body", async () => {
    const payment = await paidPayment();
    const key = `refund-${payment.id}`;
    const first = await refund(payment.id, { basis: "crypto", crypto_amount: "0.0001" }, { key });
    const again = await refund(payment.id, { basis: "crypto", crypto_amount: "0.0001" }, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const listed = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token: merchant.token });
    expect(listed.body.response.data).toHaveLength(1);
    const other = await refund(payment.id, { basis: "crypto", crypto_amount: "0.00005" }, { key });
    expect(other.body).toMatchObject({ status: 422, code: "idempotency_key_reused" });
  });

  it("does not find another merchant's payment, nor refunds a withdrawal or a payment that received nothing", async () => {
    const payment = await paidPayment();
    expect((await refund(payment.id, {}, { token: stranger.token })).status).toBe(404);
    const made = await refund(payment.id, { basis: "crypto", crypto_amount: "0.00001" });
    expect((await refund(made.body.response.id, {})).body.code).toBe("unprocessable");
    const unpaid = await insertTestInvoice(await getDb(), { userId: merchant.user.id });
    expect((await refund(unpaid.id, {})).body.code).toBe("refund_exceeds_received");
  });
});

describe("withdrawals in the invoice list, the sandbox claim and send", () => {
  it("lists refunds and payouts with type=WITHDRAWAL, in the specified invoice shape", async () => {
    const db = await getDb();
    const owner = await createUser(db, { sandbox: true });
    const payment = await insertTestInvoice(db, { userId: owner.user.id, status: "PAID", amountPaidBase: "100000" });
    const made = await refund(payment.id, { basis: "received" }, { token: owner.token });
    const payout = await api(server.url, "/api/payouts", {
      token: owner.token,
      body: { pay_currency: "usdtbsc", fiat_currency: "BRL", crypto_amount: "25", address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", customer_name: "Supplier Ltda" },
    });
    expect(payout.status).toBe(201);
    expect(payout.body).toMatchObject({
      code: "payout_created",
      response: {
        type: "WITHDRAWAL",
        status: "AWAITING_PAYMENT",
        amount_due: "25",
        payment_details: { pay_address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", pay_currency: "USDTBSC" },
        withdrawal: { kind: "payout", refund_of: null, basis: "crypto" },
      },
    });
    const list = await api(server.url, "/api/invoices/payment-gateway?type=withdrawal&orderBy=createdAt.ASC", { token: owner.token });
    expect(list.status).toBe(200);
    const page = invoicePageEnvelope.parse(list.body);
    expect(page.response.data.map((row) => [row.id, row.type, row.withdrawal?.kind])).toEqual([
      [made.body.response.id, "WITHDRAWAL", "refund"],
      [payout.body.response.id, "WITHDRAWAL", "payout"],
    ]);
    expect(page.response.pagination.total).toBe(2);
    const payments = await api(server.url, "/api/invoices/payment-gateway?type=PAYMENT", { token: owner.token });
    expect(payments.body.response.data.map((row: { id: string }) => row.id)).toEqual([String(payment.id)]);
  });

  it("simulates the receiver's claim and the merchant's send, through the same states and events", async () => {
    const payment = await paidPayment();
    const made = await refund(payment.id, { basis: "invoice_rate", amount: 50 });
    const id = made.body.response.id;
    const sendTooEarly = await api(server.url, `/api/sandbox/invoices/${id}/pay`, { method: "POST", token: merchant.token });
    expect(sendTooEarly.body).toMatchObject({ status: 409, code: "invalid_transition" });
    const claimed = await api(server.url, `/api/sandbox/invoices/${id}/claim`, { method: "POST", token: merchant.token });
    expect(claimed.body.response).toMatchObject({ status: "AWAITING_PAYMENT", payment_details: { pay_address: customerAddress } });
    const claimAgain = await api(server.url, `/api/sandbox/invoices/${id}/claim`, { method: "POST", token: merchant.token });
    expect(claimAgain.body.code).toBe("invalid_transition");
    const sent = await api(server.url, `/api/sandbox/invoices/${id}/pay`, { method: "POST", token: merchant.token });
    expect(sent.body.response).toMatchObject({ status: "COMPLETED", amount_paid: "0.00014285" });
    expect(sent.body.response.withdrawal.transaction_hash).toMatch(/^sandbox_/);
    const db = await getDb();
    expect(await eventTypesOf(db, Number(id))).toEqual(["refund.created", "refund.awaiting_payment", "refund.confirming", "refund.completed"]);
    await expectConsistentHistory(db, Number(id));
    expect((await api(server.url, `/api/withdrawals/${id}/cancel`, { method: "POST", token: merchant.token })).body.code).toBe("invalid_transition");
  });

  it("lets the merchant give the address of an unclaimed withdrawal, checked like the claim", async () => {
    const payment = await paidPayment();
    const made = await refund(payment.id, { basis: "received" });
    const path = `/api/withdrawals/${made.body.response.id}/address`;
    const bad = await api(server.url, path, { token: merchant.token, body: { address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ path: "address" });
    const good = await api(server.url, path, { token: merchant.token, body: { address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2" } });
    expect(good.body.response).toMatchObject({ status: "AWAITING_PAYMENT", payment_details: { pay_address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2" } });
    const twice = await api(server.url, path, { token: merchant.token, body: { address: customerAddress } });
    expect(twice.body.code).toBe("invalid_transition");
  });
});
