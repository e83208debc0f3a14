// The amount due on a given day for a PIX charge with a due date (API Pix `cobv`): pure arithmetic
// in centavos on São Paulo calendar days, no database and no clock.
//
// API Pix names the rules (valor.abatimento, valor.desconto, valor.multa, valor.juros and their
// modalidade codes); the receiving PSP computes the day's amount (CobVPayloadValor: original,
// abatimento, desconto, juros, multa and final, for the payer's intended payment date) and settles
// the pix for it. Ponte computes it the same way, so that amount is a full payment, and as
// docs/decisions.md records:
// - every percentage applies to valor.original;
// - the abatement is deducted on every day;
// - on or before the due date, the discount applies (fixed-date entries: the first entry whose date
//   is on or after the payment day; per-day modalidades: days before the due date);
// - after the due date, the fine is charged once and the interest per calendar day late (simple
//   interest; a month is 30 days and a year 360 days);
// - each part is computed exactly, then truncated to the centavo on its own: API Pix carries every
//   part as a value with 2 decimals (a pix's componentesValor adds them up to its valor), neither
//   API Pix nor the Manual de Padrões para Iniciação do Pix says how to round, and cutting the
//   fraction off is the common practice of collection systems (in the payer's favour for fine and
//   interest). The interest of all the days late is one product, never a rounded daily rate times
//   the days.
import { hundredths, type PixDueCharge } from "./pix-due-charge";

/** The Central Bank's calendar: PIX due dates are São Paulo (Brasília) calendar days. */
export const PIX_CALENDAR_ZONE = "America/Sao_Paulo";

const ONE_HUNDRED_PERCENT = 10_000n; // in hundredths of a percent
const DAYS_PER_MONTH = 30n;
const DAYS_PER_YEAR = 360n;
const DAY_MS = 86_400_000;

const dayFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: PIX_CALENDAR_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The São Paulo calendar day (YYYY-MM-DD) of an instant. */
export function pixCalendarDay(instant: Date): string {
  return dayFormatter.format(instant);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The last day the charge can be paid: the due date plus validadeAposVencimento. */
export const lastPayableDay = (due: PixDueCharge) => addDays(due.dataDeVencimento, due.validadeAposVencimento);

/**
 * `valorPerc` percent of `centavos`, times `times` and divided by `per`, in whole centavos: computed
 * exactly, then truncated (bigint division drops the fraction; every operand is positive).
 */
const percentOf = (centavos: bigint, valorPerc: string, times = 1n, per = 1n) =>
  (centavos * hundredths(valorPerc) * times) / (ONE_HUNDRED_PERCENT * per);

type Rule = { modalidade: number; valorPerc: string };

function abatementOf(original: bigint, rule: Rule | undefined): bigint {
  if (!rule) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc);
  return percentOf(original, rule.valorPerc);
}

function discountOf(original: bigint, due: PixDueCharge, day: string): bigint {
  const rule = due.desconto;
  if (!rule) return 0n;
  if (rule.modalidade === 1 || rule.modalidade === 2) {
    const entry = [...(rule.descontoDataFixa ?? [])]
      .sort((a, b) => a.data.localeCompare(b.data))
      .find((candidate) => candidate.data >= day);
    if (!entry) return 0n;
    if (rule.modalidade === 1) return hundredths(entry.valorPerc);
    return percentOf(original, entry.valorPerc);
  }
  const daysEarly = BigInt(daysBetween(day, due.dataDeVencimento));
  if (daysEarly <= 0n || rule.valorPerc === undefined) return 0n;
  if (rule.modalidade === 3) return hundredths(rule.valorPerc) * daysEarly;
  return percentOf(original, rule.valorPerc, daysEarly);
}

function fineOf(original: bigint, rule: Rule | undefined): bigint {
  if (!rule) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc);
  return percentOf(original, rule.valorPerc);
}

function interestOf(original: bigint, rule: Rule | undefined, daysLate: bigint): bigint {
  if (!rule || daysLate <= 0n) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc) * daysLate;
  const per = rule.modalidade === 3 ? DAYS_PER_MONTH : rule.modalidade === 4 ? DAYS_PER_YEAR : 1n;
  // The rate of all the days at once: R$ 100.00 at 1 % a month, 5 days late, is 100.00 x 1 % x 5/30
  // = 0.1666…, cut to 0.16 (a daily 0.03 times 5 would be 0.15).
  return percentOf(original, rule.valorPerc, daysLate, per);
}

export type DueAmount = {
  /** What the payer owes on that day, in centavos. */
  amountCentavos: bigint;
  originalCentavos: bigint;
  abatementCentavos: bigint;
  discountCentavos: bigint;
  fineCentavos: bigint;
  interestCentavos: bigint;
  /** Calendar days after the due date (0 on or before it). */
  daysLate: number;
  /** False after the last payable day (due date + validadeAposVencimento). */
  payable: boolean;
};

/** The amount due on `day` (YYYY-MM-DD, São Paulo calendar) for a charge of `originalCentavos`. */
export function amountDueOn(params: { originalCentavos: bigint; due: PixDueCharge; day: string }): DueAmount {
  const { originalCentavos: original, due, day } = params;
  const daysLate = Math.max(0, daysBetween(due.dataDeVencimento, day));
  const late = daysLate > 0;
  const abatementCentavos = abatementOf(original, due.abatimento);
  const discountCentavos = late ? 0n : discountOf(original, due, day);
  const fineCentavos = late ? fineOf(original, due.multa) : 0n;
  const interestCentavos = interestOf(original, due.juros, BigInt(daysLate));
  return {
    amountCentavos: original - abatementCentavos - discountCentavos + fineCentavos + interestCentavos,
    originalCentavos: original,
    abatementCentavos,
    discountCentavos,
    fineCentavos,
    interestCentavos,
    daysLate,
    payable: day <= lastPayableDay(due),
  };
}

/**
 * What settles a charge paid at `paidAt`: its original amount without a due date, else the amount
 * due on that São Paulo day (invoice matching: paying the day's amount is paying in full).
 */
export function amountDueAt(params: { originalCentavos: bigint; due: PixDueCharge | null; paidAt: Date }): bigint {
  if (!params.due) return params.originalCentavos;
  return amountDueOn({ originalCentavos: params.originalCentavos, due: params.due, day: pixCalendarDay(params.paidAt) }).amountCentavos;
}
