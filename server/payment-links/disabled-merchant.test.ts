import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";
import { merchantTakesPayments } from "@/server/users/merchant-availability";
import { setUserDisabled } from "@/server/users/set-user-disabled";
import { sandboxSellerOfPixAndBtc } from "@/server/testing/sandbox-seller";

async function sellerWithLinkAndSession() {
  const db = await getDb();
  const { user, merchant } = await sandboxSellerOfPixAndBtc(db);
  const link = await merchant.paymentLinks.create({ title: "Bolo de cenoura", currency: "brl", amount: 25 });
  const session = await merchant.checkoutSessions.create({ amount: 25, currency: "BRL" });
  return { user, link, session };
}

async function disable(userId: number, disabled: boolean) {
  const db = await getDb();
  const { actor: admin } = await createUser(db, { role: "admin" });
  await setUserDisabled(db, admin, { userId, disabled });
}

describe("a disabled merchant's payment links and checkout sessions", () => {
  it("take no payment: the link's page says it is not available, and every public door answers 409", async () => {
    const db = await getDb();
    const { user, link, session } = await sellerWithLinkAndSession();
    const payer = await callerFor(null);
    const chosen = await payer.checkoutSessions.choose({ sessionId: session.id, rail: "BTC" });
    expect(chosen.invoice.gateway).toBe("crypto");

    await disable(user.id, true);
    expect(await merchantTakesPayments(db, user.id)).toBe(false);
    expect(await payer.paymentLinks.view({ slug: link.slug })).toEqual({ active: false, unavailable: true, title: "Bolo de cenoura" });
    expect(await trpcCodeOf(payer.paymentLinks.start({ slug: link.slug }))).toBe("CONFLICT");
    expect(await trpcCodeOf(payer.checkoutSessions.view({ sessionId: session.id }))).toBe("CONFLICT");
    expect(await trpcCodeOf(payer.checkoutSessions.choose({ sessionId: session.id, rail: "PIX" }))).toBe("CONFLICT");
    expect(await trpcCodeOf(payer.checkoutSessions.finishByPix({ sessionId: session.id }))).toBe("CONFLICT");
  });

  it("take payments again once the merchant is enabled", async () => {
    const db = await getDb();
    const { user, link, session } = await sellerWithLinkAndSession();
    await disable(user.id, true);
    await disable(user.id, false);
    expect(await merchantTakesPayments(db, user.id)).toBe(true);
    const payer = await callerFor(null);
    expect(await payer.paymentLinks.view({ slug: link.slug })).toMatchObject({ active: true });
    expect((await payer.paymentLinks.start({ slug: link.slug })).sessionId).toMatch(/^cs_/);
    expect((await payer.checkoutSessions.choose({ sessionId: session.id, rail: "PIX" })).invoice.gateway).toBe("pix");
  });

  it("a link switched off by an enabled merchant still says it is off, not unavailable", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const merchant = await callerFor(actor);
    const link = await merchant.paymentLinks.create({ title: "Torta", currency: "brl", amount: 10 });
    await merchant.paymentLinks.setActive({ id: link.id, active: false });
    expect(await (await callerFor(null)).paymentLinks.view({ slug: link.slug })).toEqual({ active: false, unavailable: false, title: "Torta" });
  });
});
