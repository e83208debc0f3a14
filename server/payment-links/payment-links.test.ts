import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcErrorOf } from "@/server/testing/trpc";

async function seller() {
  const db = await getDb();
  const created = await createUser(db, { sandbox: true });
  await setPixProfile(db, created.actor, { key: "ana@example.com", legalName: "Loja da Ana", document: "52998224725", city: "Curitiba" });
  return { ...created, merchant: await callerFor(created.actor) };
}

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await trpcErrorOf(promise);
  expect(error.code).toBe("BAD_REQUEST");
  const shape = error.cause as { errors?: { path: string }[] } | undefined;
  return (shape?.errors ?? []).map((entry) => entry.path);
};

describe("payment links", () => {
  it("a fixed link: each visit starts its own session of the amount times the quantity, within the maximum", async () => {
    const { merchant } = await seller();
    const payer = await callerFor(null);
    const link = await merchant.paymentLinks.create({ title: "Bolo de cenoura", currency: "brl", amount: 25.5, quantity_enabled: true, max_quantity: 3 });
    expect(link.url).toMatch(new RegExp(`/l/${link.slug}$`));
    expect(link.qr_code.length).toBeGreaterThan(100);
    expect(await payer.paymentLinks.view({ slug: link.slug })).toMatchObject({ active: true, amount: 25.5, quantityEnabled: true, maxQuantity: 3 });

    const first = await payer.paymentLinks.start({ slug: link.slug, quantity: 3 });
    const second = await payer.paymentLinks.start({ slug: link.slug });
    expect(first.sessionId).not.toBe(second.sessionId);
    const [one, two] = await Promise.all([merchant.checkoutSessions.get({ id: first.sessionId }), merchant.checkoutSessions.get({ id: second.sessionId })]);
    expect(one).toMatchObject({ amount: 76.5, currency: "BRL", quantity: 3, payment_link: link.slug, description: "Bolo de cenoura" });
    expect(two).toMatchObject({ amount: 25.5, quantity: 1 });

    expect(await fieldsOf(payer.paymentLinks.start({ slug: link.slug, quantity: 4 }))).toEqual(["quantity"]);
    expect(await fieldsOf(payer.paymentLinks.start({ slug: link.slug, amount: 1 }))).toEqual(["amount"]);
  });

  it("an open link takes the payer's amount only within its limits, checked on the server", async () => {
    const { merchant } = await seller();
    const payer = await callerFor(null);
    const link = await merchant.paymentLinks.create({ title: "Doação", currency: "BRL", min_amount: 10, max_amount: 500 });
    expect(await fieldsOf(payer.paymentLinks.start({ slug: link.slug }))).toEqual(["amount"]);
    expect(await fieldsOf(payer.paymentLinks.start({ slug: link.slug, amount: 9.99 }))).toEqual(["amount"]);
    expect(await fieldsOf(payer.paymentLinks.start({ slug: link.slug, amount: 500.01 }))).toEqual(["amount"]);
    const started = await payer.paymentLinks.start({ slug: link.slug, amount: 500 });
    expect(await merchant.checkoutSessions.get({ id: started.sessionId })).toMatchObject({ amount: 500, quantity: null });
    // Limits that contradict each other are refused at creation.
    const bad = await trpcErrorOf(merchant.paymentLinks.create({ title: "x", currency: "BRL", min_amount: 10, max_amount: 5 }));
    expect(bad.code).toBe("BAD_REQUEST");
  });

  it("a link switched off answers that it is off and starts nothing; switched on again it works", async () => {
    const { merchant } = await seller();
    const payer = await callerFor(null);
    const link = await merchant.paymentLinks.create({ title: "Curso", currency: "BRL", amount: 100 });
    await merchant.paymentLinks.setActive({ id: link.id, active: false });
    expect(await payer.paymentLinks.view({ slug: link.slug })).toEqual({ active: false, unavailable: false, title: "Curso" });
    expect((await trpcErrorOf(payer.paymentLinks.start({ slug: link.slug }))).code).toBe("UNPROCESSABLE_CONTENT");
    await merchant.paymentLinks.setActive({ id: link.id, active: true });
    await payer.paymentLinks.start({ slug: link.slug });
    // Another merchant cannot switch it.
    const other = await seller();
    expect((await trpcErrorOf(other.merchant.paymentLinks.setActive({ id: link.id, active: false }))).code).toBe("NOT_FOUND");
  });

  it("lists exactly the link's paid sessions", async () => {
    const db = await getDb();
    const { merchant, actor } = await seller();
    const payer = await callerFor(null);
    const link = await merchant.paymentLinks.create({ title: "Camiseta", currency: "BRL", amount: 40 });
    const otherLink = await merchant.paymentLinks.create({ title: "Boné", currency: "BRL", amount: 30 });
    const paid = await payer.paymentLinks.start({ slug: link.slug });
    await payer.paymentLinks.start({ slug: link.slug });
    const paidElsewhere = await payer.paymentLinks.start({ slug: otherLink.slug });
    for (const { sessionId } of [paid, paidElsewhere]) {
      const chosen = await payer.checkoutSessions.choose({ sessionId, rail: "PIX" });
      await simulatePayment(db, actor, { invoiceId: chosen.invoice.id });
    }
    await settleCheckoutSessions(db);
    const payments = await merchant.paymentLinks.payments({ id: link.id });
    expect(payments.map((session) => [session.id, session.status, session.amount])).toEqual([[paid.sessionId, "PAID", 40]]);
    expect(payments[0]?.invoices.map((invoice) => [invoice.gateway, invoice.status])).toEqual([["pix", "PAID"]]);
  });
});
