import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { callerFor } from "@/server/testing/trpc";
import { findSessionByPublicId, viewOf, viewsOf } from "./read-session";
import { sandboxSellerOfPixAndBtc } from "@/server/testing/sandbox-seller";

describe("reading a page of sessions at once", () => {
  it("gives each session its own invoices and link, as reading them one by one does", async () => {
    const db = await getDb();
    const { merchant } = await sandboxSellerOfPixAndBtc(db);
    const payer = await callerFor(null);
    const link = await merchant.paymentLinks.create({ title: "Café", currency: "brl", amount: 8 });
    const fromLink = (await payer.paymentLinks.start({ slug: link.slug })).sessionId;
    const switched = (await merchant.checkoutSessions.create({ amount: 20, currency: "BRL" })).id;
    const untouched = (await merchant.checkoutSessions.create({ amount: 5, currency: "BRL" })).id;
    await payer.checkoutSessions.choose({ sessionId: fromLink, rail: "PIX" });
    await payer.checkoutSessions.choose({ sessionId: switched, rail: "PIX" });
    await payer.checkoutSessions.choose({ sessionId: switched, rail: "BTC" });

    const sessions = await Promise.all([untouched, switched, fromLink].map((id) => findSessionByPublicId(db, id)));
    const batched = await viewsOf(db, sessions);
    expect(batched).toEqual(await Promise.all(sessions.map((session) => viewOf(db, session))));
    expect(batched.map((view) => [view.invoices.length, view.linkSlug])).toEqual([[0, null], [2, null], [1, link.slug]]);
    expect(await viewsOf(db, [])).toEqual([]);
  });
});
