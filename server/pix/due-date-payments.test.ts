// PIX payments with a due date (API Pix cobv): the REST create with and without a PSP, its
// validation, the PUT /cobv/{txid} the adapter sends, and matching at the amount due on the day paid.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { getPixCheckout } from "@/server/hosted-checkout/get-pix-checkout";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { addDays, pixCalendarDay } from "@/vocabulary/pix-due-amount";
import { parseBrCode } from "@/server/pix/brcode";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeApiPix, type FakeApiPix } from "@/server/testing/fake-api-pix";
import { api, createUser } from "@/server/testing/fixtures";
import { createApiPixPsp } from "./psp/api-pix";
import { usePixPsp } from "./psp/configured-psp";
import { pollOpenCharges } from "./psp/poll-open-charges";

const PIX_KEY = "123e4567-e12b-12d1-a456-426655440000";

let server: Awaited<ReturnType<typeof startApiServer>>;
let psp: FakeApiPix;
let token: string;

const today = pixCalendarDay(new Date());
const dueDay = addDays(today, 3);
/** Noon of a São Paulo day, as an instant. */
const noonOf = (day: string) => new Date(`${day}T12:00:00-03:00`);
const expireAt = noonOf(addDays(today, 8)).toISOString();

const payer = { name_client: "Ana Souza", document_client: "52998224725", document_type: "CPF" };
// R$ 100.00 due in 3 days: R$ 5.00 off until the due date, 2% fine, 1% a day interest after it.
const rules = {
  dataDeVencimento: dueDay,
  multa: { modalidade: 2, valorPerc: "2.00" },
  juros: { modalidade: 2, valorPerc: "1.00" },
  desconto: { modalidade: 1, descontoDataFixa: [{ data: dueDay, valorPerc: "5.00" }] },
};
const valid = { clientMode: "fillDataNow", amount: 100, expire_at: expireAt, ...payer, due: rules };

const create = (body: unknown) => api(server.url, "/api/payments", { token, body });

beforeAll(async () => {
  psp = await startFakeApiPix();
  server = await startApiServer();
  const db = await getDb();
  const merchant = await createUser(db);
  token = merchant.token;
  await setPixProfile(db, merchant.actor, { key: PIX_KEY, legalName: "Loja Vencimento", document: "52998224725", city: "Curitiba" });
});

afterAll(async () => {
  usePixPsp(null);
  await server.close();
  await psp.close();
});

async function invoiceRow(id: number) {
  const db = await getDb();
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new Error(`no invoice ${id}`);
  return invoice;
}

/** Records a PIX of `centavos` paid at `paidAt` the way every rail does (under the row lock). */
async function receive(invoiceId: number, centavos: bigint, paidAt: Date, reference: string) {
  const db = await getDb();
  return db.transaction(async (tx) =>
    changeInvoicePayments(tx, {
      invoiceId,
      now: paidAt,
      reason: "psp",
      record: async () => {
        await tx.insert(invoicePayments).values({
          invoiceId,
          network: "pix",
          reference,
          amountBase: centavos.toString(),
          confirmations: 1,
          state: "confirmed",
          seenAt: paidAt,
          confirmedAt: paidAt,
        });
      },
    }),
  );
}

describe("POST /api/payments with a due date, without a PSP", () => {
  beforeAll(() => usePixPsp(null));

  it("creates the payment with its rules, today's amount and a static code without an amount", async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(201);
    const record = body.response;
    // Validity left out: the days from the due date to expire_at's São Paulo day (3 to 8: 5).
    expect(record.due).toEqual({ ...rules, validadeAposVencimento: 5 });
    // Before the due date the R$ 5.00 discount applies: 100.00 - 5.00.
    expect(record.amount_due_today).toBe(95);
    expect(record.amount).toBe(100);
    expect(parseBrCode(record.emv).amount).toBeUndefined();
    const invoice = await invoiceRow(record.id);
    expect(invoice.pixDue).toEqual({ ...rules, validadeAposVencimento: 5 });
  });

  it("keeps a payment without a due date as it was", async () => {
    const { status, body } = await create({ clientMode: "noNeedToSpecify", amount: 12.5, expire_at: expireAt });
    expect(status).toBe(201);
    expect(body.response).toMatchObject({ due: null, amount_due_today: 12.5 });
    expect(parseBrCode(body.response.emv).amount).toBe("12.50");
  });

  const invalid: [string, string, unknown][] = [
    ["a due date in the past", "due.dataDeVencimento", { ...valid, due: { ...rules, dataDeVencimento: addDays(today, -1), desconto: undefined } }],
    ["a due date that is no date", "due.dataDeVencimento", { ...valid, due: { ...rules, dataDeVencimento: "10/12/2026" } }],
    ["an expire_at before the due date", "expire_at", { ...valid, expire_at: noonOf(addDays(today, 1)).toISOString() }],
    ["an expire_at after the due date's validity", "expire_at", { ...valid, due: { ...rules, validadeAposVencimento: 1 } }],
    ["a due date without the payer", "name_client", { clientMode: "noNeedToSpecify", amount: 100, expire_at: expireAt, due: rules }],
    ["a fine modalidade API Pix does not define", "due.multa.modalidade", { ...valid, due: { ...rules, multa: { modalidade: 3, valorPerc: "2.00" } } }],
    ["a fine without 2 decimals", "due.multa.valorPerc", { ...valid, due: { ...rules, multa: { modalidade: 2, valorPerc: "2" } } }],
    ["interest on business days", "due.juros.modalidade", { ...valid, due: { ...rules, juros: { modalidade: 6, valorPerc: "1.00" } } }],
    ["a fixed-date discount without dates", "due.desconto.descontoDataFixa", { ...valid, due: { ...rules, desconto: { modalidade: 1, valorPerc: "5.00" } } }],
    [
      "a discount date after the due date",
      "due.desconto.descontoDataFixa.0.data",
      { ...valid, due: { ...rules, desconto: { modalidade: 1, descontoDataFixa: [{ data: addDays(dueDay, 1), valorPerc: "5.00" }] } } },
    ],
    ["an abatement that leaves nothing to pay", "due", { ...valid, due: { ...rules, abatimento: { modalidade: 1, valorPerc: "100.00" } } }],
    ["a percentage above 100", "due.abatimento.valorPerc", { ...valid, due: { ...rules, abatimento: { modalidade: 2, valorPerc: "100.01" } } }],
  ];

  it.each(invalid)("refuses %s with 400 naming %s", async (_label, field, body) => {
    const { status, body: answer } = await create(body);
    expect(status).toBe(400);
    expect(answer.errors.map((error: { path: string }) => error.path)).toContain(field);
  });
});

describe("a payment with a due date at an API Pix PSP", () => {
  beforeAll(() =>
    usePixPsp(createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET })),
  );

  it("creates the charge with PUT /cobv/{txid}, the rules as API Pix defines them", async () => {
    const { status, body } = await create({ ...valid, due: { ...rules, validadeAposVencimento: 10 }, description: "Mensalidade" });
    expect(status).toBe(201);
    const txid = body.response.transaction_pix_id as string;
    expect(psp.calls).toContain(`PUT /cobv/${txid}`);
    const cob = psp.cobs.get(txid);
    expect(cob).toMatchObject({
      kind: "cobv",
      chave: PIX_KEY,
      calendario: { dataDeVencimento: dueDay, validadeAposVencimento: 10 },
      devedor: { nome: "Ana Souza", cpf: "52998224725" },
      valor: { original: "100.00", multa: rules.multa, juros: rules.juros, desconto: rules.desconto },
      solicitacaoPagador: "Mensalidade",
    });
    expect(cob?.calendario.expiracao).toBeUndefined();
    expect(body.response.emv).toBe(cob?.pixCopiaECola);
  });

  it("shows the checkout today's amount, the due date, the day after's amount, and that the PSP confirms it", async () => {
    const { body } = await create(valid);
    const view = await getPixCheckout(await getDb(), body.response.checkout_id);
    expect(view.confirmsAutomatically).toBe(true);
    // Today and on the due date: 100.00 - 5.00 discount; the day after: 100.00 + 2.00 fine + 1.00 interest.
    expect(view.due).toEqual({
      dueDate: dueDay,
      lastPayableDay: addDays(dueDay, 5),
      amountToday: "95",
      amountOnDueDate: "95",
      amountDayAfterDueDate: "103",
      payerTypesAmount: false,
    });
  });

  it("polls the charge with GET /cobv/{txid} and is PAID by the discounted amount", async () => {
    const { body } = await create(valid);
    const txid = body.response.transaction_pix_id as string;
    // The payer's PSP computed today's amount: 100.00 - 5.00 discount = 95.00.
    psp.pay(txid, { valor: "95.00" });
    const db = await getDb();
    await pollOpenCharges(db, createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET }), {
      now: new Date(),
    });
    expect(psp.calls).toContain(`GET /cobv/${txid}`);
    const invoice = await invoiceRow(body.response.id);
    expect(invoice).toMatchObject({ status: "PAID", amountPaidBase: "9500", overpaid: false });
  });

  it("is PAID, not underpaid, when the PSP settles a late charge for the amount it computed", async () => {
    // R$ 100.00, 2% fine, 1% a month, paid 5 days late. The PSP cuts the interest to the centavo:
    // fine 2.00 + interest 100.00 x 1% x 5/30 = 0.1666…, 0.16: R$ 102.16, as Ponte computes it.
    const monthly = { dataDeVencimento: dueDay, multa: { modalidade: 2, valorPerc: "2.00" }, juros: { modalidade: 3, valorPerc: "1.00" } };
    const { status, body } = await create({ ...valid, due: monthly });
    expect(status).toBe(201);
    const txid = body.response.transaction_pix_id as string;
    const fiveDaysLate = new Date(`${addDays(dueDay, 5)}T10:00:00-03:00`);
    psp.pay(txid, { valor: "102.16", horario: fiveDaysLate.toISOString() });
    const db = await getDb();
    await pollOpenCharges(db, createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET }), {
      now: new Date(),
    });
    const invoice = await invoiceRow(body.response.id);
    expect(invoice).toMatchObject({ status: "PAID", amountPaidBase: "10216", overpaid: false });
  });
});

describe("matching at the amount due on the day paid", () => {
  beforeAll(() => usePixPsp(null));

  const createDue = async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(201);
    return body.response.id as number;
  };

  it("takes the discounted amount on the due date as paid in full", async () => {
    const id = await createDue();
    const { invoice } = await receive(id, 9_500n, noonOf(dueDay), "E12345678202612101200due000000001");
    expect(invoice).toMatchObject({ status: "PAID", overpaid: false });
  });

  it("takes the amount with fine and interest two days late as paid in full, not overpaid", async () => {
    // 2 days late: 100.00 + fine 2.00 + interest 100.00 x 1% x 2 = 2.00: 104.00.
    const id = await createDue();
    const { invoice } = await receive(id, 10_400n, noonOf(addDays(dueDay, 2)), "E12345678202612121200late00000001");
    expect(invoice).toMatchObject({ status: "PAID", overpaid: false });
  });

  it("takes the original amount two days late as a partial payment", async () => {
    const id = await createDue();
    const { invoice } = await receive(id, 10_000n, noonOf(addDays(dueDay, 2)), "E12345678202612121200short0000001");
    expect(invoice).toMatchObject({ status: "PARTIALLY_PAID", amountPaidBase: "10000" });
  });

  it("takes the original amount before the due date as an overpayment", async () => {
    const id = await createDue();
    const { invoice } = await receive(id, 10_000n, noonOf(today), "E12345678202612071200over00000001");
    expect(invoice).toMatchObject({ status: "PAID", overpaid: true });
  });
});
