// A merchant's integration with @ponte/sdk: typed bodies, filters, answers and errors, no casts.
// Type-checked with the repository (npm run typecheck).
import { createPonteClient, PonteError, verifyWebhook, type Invoice, type InvoiceStatus } from "../src/index.js";

const ponte = createPonteClient({ baseUrl: "https://pay.example.com", apiKey: "ponte_…" });

export async function checkout(orderId: string) {
  const payment = await ponte.createCryptoPayment(
    {
      amount: 100,
      fiat_currency: "BRL",
      pay_currency: "BTC",
      customer_name: "Ana Souza",
      customer_email: "ana@example.com",
      external_reference: orderId,
    },
    { idempotencyKey: orderId },
  );
  // string | null: the generated type keeps the field.
  const redirect: string | null = payment.redirect_url;
  return { pay: payment.pay_address, checkout: payment.checkout_url, redirect, currency: payment.currency };
}

export async function paidToday(): Promise<Invoice[]> {
  const status: InvoiceStatus = "PAID";
  const page = await ponte.listInvoices({ status, gateway: "crypto", orderBy: "createdAt.DESC", quantityPerPage: 50 });
  return page.data;
}

export async function refundHalf(invoiceId: string) {
  try {
    return await ponte.createRefund(invoiceId, { basis: "invoice_rate", amount: 50 });
  } catch (error) {
    if (error instanceof PonteError && error.body.code === "refund_exceeds_received") return null;
    throw error;
  }
}

/** Catches up on events from a saved cursor (after the 3 webhook retries, say). */
export async function catchUp(after: string | undefined) {
  const page = await ponte.listEvents({ after, limit: 100 });
  for (const event of page.data) {
    // Test events and checkout sessions' events carry no invoice.
    if (!("invoice" in event.data)) continue;
    const invoice: Invoice = event.data.invoice;
    console.log(event.type, invoice.id, invoice.status);
  }
  return page.next_cursor;
}

export function onWebhook(rawBody: string, headers: Headers, secret: string) {
  const event = verifyWebhook(rawBody, headers, secret);
  if ("invoice" in event.data) return event.data.invoice.status;
  return "checkout_session" in event.data ? event.data.checkout_session.status : event.data.message;
}
