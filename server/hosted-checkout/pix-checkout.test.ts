import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { markInvoicePaid } from "@/server/invoices/lifecycle/mark-invoice-paid";
import { expectConsistentHistory } from "@/server/testing/invoices";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import { createApiPixPsp } from "@/server/pix/psp/api-pix";
import { confirmPix } from "@/server/pix/psp/confirm-pix";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeApiPix, type FakeApiPix } from "@/server/testing/fake-api-pix";
import { appRouter } from "@/server/trpc/root";
import { createCallerFactory } from "@/server/trpc/init";
import { createUser } from "@/server/testing/fixtures";
import { qrVector } from "@/server/crypto/qr-vector";

const createCaller = createCallerFactory(appRouter);
let merchant: Actor;

const publicCaller = async () => createCaller({ db: await getDb(), actor: null, requestId: "test" });

async function payment(clientMode: "noNeedToSpecify" | "requestCheckout" | "fillDataNow", expiresInMs = 3_600_000) {
  const extra =
    clientMode === "fillDataNow"
      ? { name_client: "Ana", document_client: "52998224725", document_type: "CPF" as const }
      : {};
  return createPixPayment(
    await getDb(),
    merchant,
    { clientMode, amount: 42.5, expire_at: new Date(Date.now() + expiresInMs).toISOString(), description: "Camiseta", external_reference: "secret-ref", ...extra },
    null,
  );
}

beforeAll(async () => {
  const db = await getDb();
  const user = await createUser(db);
  merchant = user.actor;
  const caller = createCaller({ db, actor: merchant, requestId: "test" });
  await caller.pix.setProfile({ key: "loja@example.com", legalName: "Loja Exemplo", document: "11222333000181", city: "Recife" });
});

describe("pix profile router", () => {
  it("reads back the profile it set, with detected types", async () => {
    const caller = createCaller({ db: await getDb(), actor: merchant, requestId: "test" });
    expect(await caller.pix.profile()).toMatchObject({ keyType: "email", key: "loja@example.com", documentType: "CNPJ" });
  });

  it("names each invalid field", async () => {
    const caller = createCaller({ db: await getDb(), actor: merchant, requestId: "test" });
    const error = await caller.pix
      .setProfile({ key: "+55 11", legalName: "L", document: "123", city: "Recife" })
      .catch((caught: unknown) => caught);
    const cause = (error as { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(AppError);
    expect((cause as AppError).errors?.map((issue) => issue.path).sort()).toEqual(["document", "key", "legalName"]);
  });

  it("refuses visitors who are not signed in", async () => {
    await expect((await publicCaller()).pix.profile()).rejects.toThrow();
  });
});

describe("checkout router", () => {
  it("shows the code at once for noNeedToSpecify and fillDataNow", async () => {
    for (const mode of ["noNeedToSpecify", "fillDataNow"] as const) {
      const created = await payment(mode);
      const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
      expect(view).toMatchObject({ status: "WAITING_PAYMENT", needsCustomerData: false, emv: created.emv, amount: "42.5" });
      expect(view.qr).toEqual(qrVector(created.emv));
    }
  });

  it("shows the order reference but nothing internal: no ids or customer data", async () => {
    const created = await payment("fillDataNow");
    const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
    const text = JSON.stringify(view);
    expect(Object.keys(view)).not.toContain("id");
    expect(view).toMatchObject({ description: "Camiseta", reference: "secret-ref" });
    expect(text).not.toContain("52998224725");
    expect(text).not.toContain(created.id_transaction);
  });

  it("hides the code of a requestCheckout payment until the customer's data is given", async () => {
    const created = await payment("requestCheckout");
    const caller = await publicCaller();
    const before = await caller.checkout.pix({ checkoutId: created.checkout_id });
    expect(before).toMatchObject({ needsCustomerData: true, emv: null, qr: null });

    const after = await caller.checkout.submitCustomer({
      checkoutId: created.checkout_id,
      name: "Bruno Lima",
      documentType: "CPF",
      document: "529.982.247-25",
      email: "bruno@example.com",
    });
    expect(after).toMatchObject({ needsCustomerData: false, emv: created.emv });
    const [row] = await (await getDb()).select().from(invoices).where(eq(invoices.id, created.id));
    expect(row).toMatchObject({ customerName: "Bruno Lima", customerDocument: "52998224725", customerDocumentType: "CPF", customerEmail: "bruno@example.com" });
  });

  it("rejects customer data with an invalid document or e-mail, naming the fields, and keeps the code hidden", async () => {
    const created = await payment("requestCheckout");
    const caller = await publicCaller();
    const error = await caller.checkout
      .submitCustomer({ checkoutId: created.checkout_id, name: "Bruno", documentType: "CNPJ", document: "11222333000180", email: "nope" })
      .catch((caught: unknown) => caught);
    const cause = (error as { cause?: unknown }).cause as AppError;
    expect(cause.errors?.map((issue) => issue.path).sort()).toEqual(["document", "email"]);
    expect((await caller.checkout.pix({ checkoutId: created.checkout_id })).needsCustomerData).toBe(true);
  });

  it("keeps the first customer data when submitted twice", async () => {
    const created = await payment("requestCheckout");
    const caller = await publicCaller();
    const base = { checkoutId: created.checkout_id, documentType: "CPF", document: "52998224725", email: "a@example.com" };
    await caller.checkout.submitCustomer({ ...base, name: "First" });
    await caller.checkout.submitCustomer({ ...base, name: "Second" });
    const [row] = await (await getDb()).select().from(invoices).where(eq(invoices.id, created.id));
    expect(row?.customerName).toBe("First");
  });

  it("records the customer's data as a new version with its event, so the newest event equals GET", async () => {
    const created = await payment("requestCheckout");
    const caller = await publicCaller();
    const base = { checkoutId: created.checkout_id, documentType: "CPF", document: "52998224725", email: "a@example.com" };
    await Promise.all([caller.checkout.submitCustomer({ ...base, name: "One" }), caller.checkout.submitCustomer({ ...base, name: "Two" })]);
    const { timeline, events } = await expectConsistentHistory(await getDb(), created.id);
    expect(timeline.map((entry) => entry.reason)).toEqual(["created", "customer_data"]);
    expect(events.map((event) => event.type)).toEqual(["invoice.created", "invoice.updated"]);
  });

  it("shows an open payment past its expiry as EXPIRED without its code", async () => {
    const created = await payment("noNeedToSpecify");
    const db = await getDb();
    await db.update(invoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invoices.id, created.id));
    const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
    expect(view).toMatchObject({ status: "EXPIRED", emv: null, qr: null });
  });

  it("answers not found for an unknown checkout id", async () => {
    await expect((await publicCaller()).checkout.pix({ checkoutId: "x".repeat(24) })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("checkout receipt", () => {
  let psp: FakeApiPix;
  const pspAdapter = () =>
    createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });

  beforeAll(async () => {
    psp = await startFakeApiPix();
  });

  afterAll(async () => {
    await psp.close();
  });

  /** A charge at the (local) PSP, so it is settled through the same confirmation as production. */
  async function pspPayment() {
    return createPixPayment(
      await getDb(),
      merchant,
      { clientMode: "fillDataNow", amount: 42.5, expire_at: new Date(Date.now() + 3_600_000).toISOString(), description: "Camiseta", external_reference: "secret-ref", name_client: "Ana", document_client: "52998224725", document_type: "CPF" },
      pspAdapter(),
    );
  }

  async function paymentNumberOf(invoiceId: number) {
    const [row] = await (await getDb()).select({ paymentId: invoices.paymentId }).from(invoices).where(eq(invoices.id, invoiceId));
    return row?.paymentId;
  }

  it("has no receipt while the payment waits", async () => {
    const created = await pspPayment();
    const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
    expect(view).toMatchObject({ status: "WAITING_PAYMENT", receipt: null, paidAt: null });
    expect(JSON.stringify(view)).not.toContain(`"${await paymentNumberOf(created.id)}"`);
  });

  it("shows the amount paid, the payment number and the PIX end-to-end id once settled", async () => {
    const created = await pspPayment();
    const pix = psp.pay(created.transaction_pix_id);
    expect(await confirmPix(await getDb(), pspAdapter(), { endToEndId: pix.endToEndId })).toBe("confirmed");

    const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
    expect(view).toMatchObject({
      status: "PAID",
      receiverName: "Loja Exemplo",
      receipt: { amountPaid: "42.5", paymentId: await paymentNumberOf(created.id), endToEndIds: [pix.endToEndId] },
    });
    expect(view.paidAt).not.toBeNull();
    // Paid or not, the view keeps the merchant's and the customer's own data out.
    const text = JSON.stringify(view);
    expect(text).not.toContain("52998224725");
    expect(text).not.toContain(created.id_transaction);
    expect(text).not.toContain(created.transaction_pix_id);
  });

  it("gives a payment marked paid by hand a receipt of the whole amount without end-to-end ids", async () => {
    const created = await payment("noNeedToSpecify");
    await markInvoicePaid(await getDb(), merchant, { invoiceId: created.id });
    const view = await (await publicCaller()).checkout.pix({ checkoutId: created.checkout_id });
    expect(view).toMatchObject({
      status: "PAID",
      receipt: { amountPaid: "42.5", paymentId: await paymentNumberOf(created.id), endToEndIds: [] },
    });
  });
});
