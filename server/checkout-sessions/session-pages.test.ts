// A checkout session's and a payment link's pages, rendered on the server: the store behind them
// (one rule for its name), and one receipt for a paid session whatever rail paid it.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import PaymentLinkPage from "@/app/l/[slug]/page";
import { GET as getLinkLogo } from "@/app/l/[slug]/logo/route";
import PayPage from "@/app/pay/[sessionId]/page";
import { GET as getSessionLogo } from "@/app/pay/[sessionId]/logo/route";
import SessionReceipt from "@/app/pay/[sessionId]/receipt/page";
import { TrpcProvider } from "@/components/trpc-provider";
import { getDb } from "@/db/client";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createUser } from "@/server/testing/fixtures";
import { randomAccountKey } from "@/server/testing/keys";
import { callerFor } from "@/server/testing/trpc";
import { getSessionReceipt } from "./get-session-page";

vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  useRouter: () => ({ push: () => undefined }),
}));

const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(40, 1)]);

async function brandedSeller() {
  const db = await getDb();
  const { user, actor } = await createUser(db, { sandbox: true, name: "Ana Souza" });
  await setPixProfile(db, actor, { key: "ana@example.com", legalName: "Ana Souza ME", document: "52998224725", city: "Curitiba" });
  await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
  const merchant = await callerFor(actor);
  await merchant.checkoutSettings.save({
    displayName: "Loja da Ana",
    logoUrl: "",
    logoUpload: png.toString("base64"),
    brandColor: "#1D4ED8",
    supportEmail: "ajuda@loja.example",
    supportWhatsapp: "",
  });
  return { db, actor, merchant };
}

async function render(element: Promise<React.ReactElement>) {
  return renderToString(createElement(TrpcProvider, null, await element));
}

const sessionPage = (page: typeof PayPage, sessionId: string, lang?: string) =>
  render(page({ params: Promise.resolve({ sessionId }), searchParams: Promise.resolve({ lang }) }));

describe("a checkout session's and a payment link's pages", () => {
  it("head the chooser and the link's page with the store, its logo served from their own addresses", async () => {
    const { merchant } = await brandedSeller();
    const session = await merchant.checkoutSessions.create({ amount: 30, currency: "BRL", description: "Bolo" });
    const chooser = await sessionPage(PayPage, session.id);
    expect(chooser).toMatch(/<h1[^>]*>Loja da Ana<\/h1>/);
    expect(chooser).toContain(`/pay/${session.id}/logo?v=`);
    expect(chooser).toContain("Como você quer pagar?");
    // The chooser names the payee by the checkout's rule: the display name before the PIX receiver's.
    expect((await (await callerFor(null)).checkoutSessions.view({ sessionId: session.id })).merchantName).toBe("Loja da Ana");
    const logo = await getSessionLogo(new Request("http://localhost/logo"), { params: Promise.resolve({ sessionId: session.id }) });
    expect(logo.status).toBe(200);
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);

    const link = await merchant.paymentLinks.create({ title: "Bolo de cenoura", currency: "brl", amount: 25 });
    const linkPage = await render(PaymentLinkPage({ params: Promise.resolve({ slug: link.slug }), searchParams: Promise.resolve({}) }));
    expect(linkPage).toMatch(/<h1[^>]*>Loja da Ana<\/h1>/);
    expect(linkPage).toContain(`/l/${link.slug}/logo?v=`);
    const linkLogo = await getLinkLogo(new Request("http://localhost/logo"), { params: Promise.resolve({ slug: link.slug }) });
    expect(linkLogo.status).toBe(200);
    const unknown = await getLinkLogo(new Request("http://localhost/logo"), { params: Promise.resolve({ slug: "no-such-link" }) });
    expect(unknown.status).toBe(404);
  });

  it("gives a crypto payment finished by PIX one receipt with both parts, linked from the paid chooser", async () => {
    const { db, actor, merchant } = await brandedSeller();
    const payer = await callerFor(null);
    const session = await merchant.checkoutSessions.create({ amount: 100, currency: "BRL", description: "Cesta", external_reference: "pedido-42" });
    expect(await sessionPage(SessionReceipt, session.id)).toContain("O comprovante fica disponível quando o pagamento for confirmado.");

    const btc = await payer.checkoutSessions.choose({ sessionId: session.id, rail: "BTC" });
    await simulatePayment(db, actor, { invoiceId: btc.invoice.id, kind: "partial" });
    const rest = await payer.checkoutSessions.finishByPix({ sessionId: session.id });
    await simulatePayment(db, actor, { invoiceId: rest.invoice.id });
    await settleCheckoutSessions(db);

    const receipt = await getSessionReceipt(db, session.id);
    expect(receipt).toMatchObject({ paid: true, amount: "100", currency: "BRL", description: "Cesta", reference: "pedido-42" });
    expect(receipt?.parts.map((part) => part.rail)).toEqual(["crypto", "pix"]);

    const html = await sessionPage(SessionReceipt, session.id);
    expect(html).toContain("Comprovante de pagamento");
    expect(html).toMatch(/<h1[^>]*>Loja da Ana<\/h1>/);
    expect(html).toContain('data-testid="crypto-receipt"');
    expect(html).toContain('data-testid="pix-receipt"');
    expect(html).toContain("pedido-42");
    expect(await sessionPage(SessionReceipt, session.id, "en")).toContain("Payment receipt");

    const paidChooser = await sessionPage(PayPage, session.id);
    expect(paidChooser).toContain("Pagamento recebido");
    expect(paidChooser).toContain(`href="/pay/${session.id}/receipt?lang=pt-BR"`);
  });

  it("answers not found for an id that names no session", async () => {
    await expect(sessionPage(SessionReceipt, "cs_no-such-session-0000")).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
