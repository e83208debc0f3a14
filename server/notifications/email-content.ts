// The text of each e-mail in the recipient's language, from the message catalogs: subject and
// plain-text body from the row and its invoice.
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ptBR from "@/messages/pt-BR.json";
import type { Locale } from "@/kernel/locales";
import type { EmailKind } from "./enqueue-emails";
import { formatMinor } from "@/kernel/format";

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


/** E-mails are written outside a request, so the catalogs are read here rather than per request. */
const catalogs = { "pt-BR": ptBR, en } as const;

export function emailContent(params: {
  kind: EmailKind;
  locale: Locale;
  invoice: EmailInvoice | null;
  appUrl: string;
  failureStreak: number;
}): { subject: string; text: string } {
  const { kind, locale, invoice, appUrl } = params;
  const t = createTranslator({ locale, messages: catalogs[locale] as typeof en, namespace: "emails" });
  if (kind === "webhook_failing" || !invoice) {
    return {
      subject: t("webhook_failing.subject"),
      text: `${t("webhook_failing.lead", { count: params.failureStreak })}\n\n${t("labels.dashboard")}: ${appUrl}/dashboard/webhooks\n`,
    };
  }
  const lines = [
    t(`${kind}.lead`),
    "",
    `${t("labels.invoice")}: ${invoice.paymentId}`,
    invoice.externalReference ? `${t("labels.reference")}: ${invoice.externalReference}` : null,
    invoice.customerName && kind !== "receipt" ? `${t("labels.customer")}: ${invoice.customerName}` : null,
    `${t("labels.amount")}: ${formatMinor(invoice.amountMinor, invoice.currency, locale)}`,
    `${t("labels.paid")}: ${invoice.amountPaid} ${invoice.payCurrency}`,
    kind === "receipt" ? null : `\n${t("labels.dashboard")}: ${appUrl}/dashboard/invoices`,
  ].filter((line): line is string => line !== null);
  return { subject: t(`${kind}.subject`, { id: invoice.paymentId }), text: `${lines.join("\n")}\n` };
}
