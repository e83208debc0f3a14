// The hosted checkout's first HTML: rendered on the server with the payment and its store, so the
// payer sees who is paid, for what and how before any script runs.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import CheckoutPage from "@/app/checkout/[checkoutId]/page";
import CheckoutReceipt from "@/app/checkout/[checkoutId]/receipt/page";
import { GET as getLogo } from "@/app/checkout/[checkoutId]/logo/route";
import { TrpcProvider } from "@/components/trpc-provider";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { callerFor, trpcErrorOf } from "@/server/testing/trpc";

// notFound() throws Next's own error; here it only needs to be recognisable.
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const png = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(40, 1)]);

async function renderPage(page: typeof CheckoutPage, checkoutId: string, lang?: string) {
  const element = await page({ params: Promise.resolve({ checkoutId }), searchParams: Promise.resolve({ lang }) });
  return renderToString(createElement(TrpcProvider, null, element));
}

async function brandedMerchant() {
  const db = await getDb();
  const { user, actor } = await createUser(db, { sandbox: true, name: "Ana Souza" });
  const settings = await (await callerFor(actor)).checkoutSettings.save({
    displayName: "Loja da Ana",
    logoUrl: "",
    logoUpload: png.toString("base64"),
    brandColor: "#1D4ED8",
    supportEmail: "ajuda@loja.example",
    supportWhatsapp: "+55 11 91234-5678",
  });
  return { db, user, actor, settings };
}

describe("checkout settings", () => {
  it("stores the branding with the text colour that reads on the brand colour", async () => {
    const { settings } = await brandedMerchant();
    expect(settings).toMatchObject({
      displayName: "Loja da Ana",
      brandColor: "#1d4ed8",
      textColorOnBrand: "#ffffff",
      supportWhatsapp: "5511912345678",
      uploadedLogo: `data:image/png;base64,${png.toString("base64")}`,
    });
  });

  it("refuses a bad field by name and an upload that is no image", async () => {
    const { actor } = await createUser(await getDb());
    const caller = await callerFor(actor);
    const blank = { displayName: "", logoUrl: "", brandColor: "", supportEmail: "", supportWhatsapp: "" };
    const badColor = await trpcErrorOf(caller.checkoutSettings.save({ ...blank, brandColor: "verde" }));
    expect(badColor.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(badColor.cause)).toContain("brandColor");
    const svg = await trpcErrorOf(caller.checkoutSettings.save({ ...blank, logoUpload: Buffer.from("<svg/>").toString("base64") }));
    expect(svg.code).toBe("BAD_REQUEST");
    expect(svg.cause).toMatchObject({ errors: [{ path: "logoUpload", message: "must be a PNG, JPEG or WebP image" }] });
  });
});

describe("the checkout's first HTML", () => {
  it("shows the store, the description, the reference and what to send, without a loading state", async () => {
    const { db, user } = await brandedMerchant();
    const invoice = await insertTestInvoice(db, {
      userId: user.id,
      description: "Camiseta azul",
      externalReference: "PEDIDO-1042",
      payAddress: "bc1qexampleaddressforthecheckouttest",
      qrCode: "c3RvcmVkLXFy",
    });
    const html = await renderPage(CheckoutPage, invoice.checkoutId, "pt-BR");
    expect(html).toMatch(/<h1[^>]*>Loja da Ana<\/h1>/);
    expect(html).toContain("Camiseta azul");
    expect(html).toContain("PEDIDO-1042");
    expect(html).toContain("bc1qexampleaddressforthecheckouttest");
    expect(html).toContain("R$");
    expect(html).toContain(`/checkout/${invoice.checkoutId}/logo?v=`);
    expect(html).toContain("--checkout-brand:#1d4ed8");
    expect(html).toContain("mailto:ajuda@loja.example");
    expect(html).toContain("https://wa.me/5511912345678");
    expect(html).not.toContain("Carregando");
  });

  it("names the merchant's account where no store name was set, and 404s an unknown link", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { name: "Padaria Central" });
    const invoice = await insertTestInvoice(db, { userId: user.id });
    expect(await renderPage(CheckoutPage, invoice.checkoutId)).toMatch(/<h1[^>]*>Padaria Central<\/h1>/);
    await expect(renderPage(CheckoutPage, "no-such-checkout-id-at-all")).rejects.toThrow("NEXT_NOT_FOUND");
  });

  it("serves the uploaded logo from the checkout's own address", async () => {
    const { db, user } = await brandedMerchant();
    const invoice = await insertTestInvoice(db, { userId: user.id });
    const response = await getLogo(new Request("http://localhost/logo"), { params: Promise.resolve({ checkoutId: invoice.checkoutId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });
});

describe("the receipt page", () => {
  it("waits for the payment, then prints who was paid, for what and when", async () => {
    const { db, user, actor } = await brandedMerchant();
    const invoice = await insertTestInvoice(db, { userId: user.id, description: "Camiseta azul", externalReference: "PEDIDO-7" });
    expect(await renderPage(CheckoutReceipt, invoice.checkoutId, "en")).toContain("available once the payment is confirmed");

    await (await callerFor(actor)).lifecycle.simulatePayment({ invoiceId: invoice.id, kind: "full" });
    const html = await renderPage(CheckoutReceipt, invoice.checkoutId, "en");
    expect(html).toContain('data-testid="receipt-page"');
    expect(html).toContain("Loja da Ana");
    expect(html).toContain("PEDIDO-7");
    expect(html).toContain("Print or save as PDF");
    expect(html).toMatch(/<time dateTime="[^"]+">[^<]+UTC<\/time>/);
  });
});
