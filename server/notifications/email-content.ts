// The text of each e-mail, in pt-BR and en: subject and plain-text body from the row and its invoice.
import { formatUnits } from "@/server/money";
import type { EmailKind } from "./enqueue-emails";
import type { Locale } from "@/server/locales";

export type EmailInvoice = {
  paymentId: string;
  amountMinor: bigint;
  currency: string;
  payCurrency: string;
  amountPaid: string;
  externalReference: string | null;
  customerName: string | null;
  paidAt: Date | null;
};

const formatDecimal = (formatter: Intl.NumberFormat, decimal: string) =>
  (formatter.format as unknown as (value: string) => string)(decimal);

function moneyOf(invoice: EmailInvoice, locale: Locale) {
  return formatDecimal(new Intl.NumberFormat(locale, { style: "currency", currency: invoice.currency }), formatUnits(invoice.amountMinor, 2));
}

const messages = {
  "pt-BR": {
    paid: { subject: (id: string) => `Fatura ${id} paga`, lead: "A fatura foi paga." },
    paid_late: { subject: (id: string) => `Fatura ${id} paga com atraso`, lead: "A fatura foi paga depois de expirar." },
    overpaid: { subject: (id: string) => `Fatura ${id} paga a mais`, lead: "A fatura recebeu mais do que o valor devido: veja se cabe uma devolução." },
    partially_paid_expired: {
      subject: (id: string) => `Fatura ${id} expirou paga em parte`,
      lead: "A fatura expirou com parte do valor pago: combine com o cliente o restante ou uma devolução.",
    },
    receipt: { subject: (id: string) => `Recibo do pagamento ${id}`, lead: "Recebemos o seu pagamento. Obrigado!" },
    webhook_failing: {
      subject: () => "O seu endpoint de webhooks está falhando",
      lead: (count: number) => `As últimas ${count} entregas de webhook falharam seguidas. Veja o registro de entregas no painel.`,
    },
    labels: { invoice: "Fatura", reference: "Referência", customer: "Cliente", amount: "Valor", paid: "Pago", dashboard: "Painel" },
  },
  en: {
    paid: { subject: (id: string) => `Invoice ${id} paid`, lead: "The invoice has been paid." },
    paid_late: { subject: (id: string) => `Invoice ${id} paid late`, lead: "The invoice was paid after it had expired." },
    overpaid: { subject: (id: string) => `Invoice ${id} overpaid`, lead: "The invoice received more than was due: see whether a refund is in order." },
    partially_paid_expired: {
      subject: (id: string) => `Invoice ${id} expired partly paid`,
      lead: "The invoice expired with part of its amount paid: agree the rest or a refund with the customer.",
    },
    receipt: { subject: (id: string) => `Receipt for payment ${id}`, lead: "We have received your payment. Thank you!" },
    webhook_failing: {
      subject: () => "Your webhook endpoint is failing",
      lead: (count: number) => `The last ${count} webhook deliveries failed in a row. See the delivery log in the dashboard.`,
    },
    labels: { invoice: "Invoice", reference: "Reference", customer: "Customer", amount: "Amount", paid: "Paid", dashboard: "Dashboard" },
  },
} as const;

export function emailContent(params: {
  kind: EmailKind;
  locale: Locale;
  invoice: EmailInvoice | null;
  appUrl: string;
  failureStreak: number;
}): { subject: string; text: string } {
  const { kind, locale, invoice, appUrl } = params;
  const t = messages[locale];
  if (kind === "webhook_failing" || !invoice) {
    return {
      subject: t.webhook_failing.subject(),
      text: `${t.webhook_failing.lead(params.failureStreak)}\n\n${t.labels.dashboard}: ${appUrl}/dashboard/webhooks\n`,
    };
  }
  const copy = t[kind];
  const lines = [
    copy.lead,
    "",
    `${t.labels.invoice}: ${invoice.paymentId}`,
    invoice.externalReference ? `${t.labels.reference}: ${invoice.externalReference}` : null,
    invoice.customerName && kind !== "receipt" ? `${t.labels.customer}: ${invoice.customerName}` : null,
    `${t.labels.amount}: ${moneyOf(invoice, locale)}`,
    `${t.labels.paid}: ${invoice.amountPaid} ${invoice.payCurrency}`,
    kind === "receipt" ? null : `\n${t.labels.dashboard}: ${appUrl}/dashboard/invoices`,
  ].filter((line): line is string => line !== null);
  return { subject: copy.subject(invoice.paymentId), text: `${lines.join("\n")}\n` };
}
