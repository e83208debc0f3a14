// The rows of a PIX charge: its code (offered to copy while payable) and, for a charge with a due
// date, the date, the API Pix rules in words and today's amount.
import { useTranslations } from "next-intl";
import { useFormat } from "@/i18n/use-format";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { useInvoiceLabels } from "../use-invoice-labels";
import { DetailRow } from "./detail-row";
import { useDetailFacts } from "./use-detail-facts";

export function PixRows({ invoice }: { invoice: InvoiceObject }) {
  const t = useTranslations("invoice");
  const format = useFormat();
  const labels = useInvoiceLabels();
  const { payable } = useDetailFacts(invoice);
  const details = invoice.payment_details;
  return (
    <>
      {details.emv ? (
        <DetailRow label={t("rows.pixCode")} copy={payable ? details.emv : null}>
          {payable ? details.emv : (
            <>
              <span className="block text-slate-500" data-testid="pix-code-closed">{t("pixCodeClosed", { status: labels.status(invoice.status) })}</span>
              <span className="block text-xs text-slate-400">{details.emv}</span>
            </>
          )}
        </DetailRow>
      ) : null}
      {details.due ? (
        <>
          <DetailRow label={t("rows.dueDate")}>
            {t("dueDateValue", { date: details.due.dataDeVencimento, days: details.due.validadeAposVencimento ?? 0 })}
          </DetailRow>
          <DetailRow label={t("rows.dueRules")}>{dueRulesText(details.due)}</DetailRow>
          {details.amount_due_today ? <DetailRow label={t("rows.amountDueToday")}>{format.payAmount(details.amount_due_today, "BRL")}</DetailRow> : null}
        </>
      ) : null}
    </>
  );
}

type DueRules = NonNullable<InvoiceObject["payment_details"]["due"]>;

/** The API Pix rules of a charge with a due date, in words (modalidade codes as the guide lists them). */
function dueRulesText(due: DueRules): string {
  const value = (modalidade: number, valorPerc: string) => (modalidade === 1 ? `R$ ${valorPerc}` : `${valorPerc} %`);
  const interestUnit: Record<number, string> = { 1: "a day", 2: "a day", 3: "a month", 4: "a year" };
  const parts = [
    due.multa ? `fine ${value(due.multa.modalidade, due.multa.valorPerc)}` : null,
    due.juros ? `interest ${due.juros.modalidade === 1 ? `R$ ${due.juros.valorPerc}` : `${due.juros.valorPerc} %`} ${interestUnit[due.juros.modalidade] ?? ""}` : null,
    due.abatimento ? `abatement ${value(due.abatimento.modalidade, due.abatimento.valorPerc)}` : null,
    due.desconto?.descontoDataFixa
      ? `discount ${due.desconto.descontoDataFixa.map((entry) => `${due.desconto?.modalidade === 1 ? `R$ ${entry.valorPerc}` : `${entry.valorPerc} %`} until ${entry.data}`).join(", ")}`
      : due.desconto?.valorPerc
        ? `discount ${due.desconto.modalidade === 3 ? `R$ ${due.desconto.valorPerc}` : `${due.desconto.valorPerc} %`} a day early`
        : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join("; ") : "none";
}
