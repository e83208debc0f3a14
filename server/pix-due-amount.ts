// The amount due on a given day for a PIX charge with a due date (API Pix `cobv`): pure arithmetic
// in centavos on São Paulo calendar days, no database and no clock.
//
// API Pix names the rules (valor.abatimento, valor.desconto, valor.multa, valor.juros and their
// modalidade codes) and leaves the computing to the payer's PSP. Ponte computes them as Brazilian
// collection practice does, and as docs/decisions.md records:
// - every percentage applies to valor.original;
// - the abatement is deducted on every day;
// - on or before the due date, the discount applies (fixed-date entries: the first entry whose date
//   is on or after the payment day; per-day modalidades: days before the due date);
// - after the due date, the fine is charged once and the interest per calendar day late (simple
//   interest; a month is 30 days and a year 360 days);
// - each part is rounded to the centavo on its own, in the merchant's favour: fine and interest up,
//   abatement and discount down.
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

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/** `valorPerc` percent of `centavos`, exact before rounding. */
const percentOf = (centavos: bigint, valorPerc: string, times = 1n, per = 1n) => ({
  numerator: centavos * hundredths(valorPerc) * times,
  denominator: ONE_HUNDRED_PERCENT * per,
});

type Rule = { modalidade: number; valorPerc: string };

function abatementOf(original: bigint, rule: Rule | undefined): bigint {
  if (!rule) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc);
  const { numerator, denominator } = percentOf(original, rule.valorPerc);
  return numerator / denominator;
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
    const { numerator, denominator } = percentOf(original, entry.valorPerc);
    return numerator / denominator;
  }
  const daysEarly = BigInt(daysBetween(day, due.dataDeVencimento));
  if (daysEarly <= 0n || rule.valorPerc === undefined) return 0n;
  if (rule.modalidade === 3) return hundredths(rule.valorPerc) * daysEarly;
  const { numerator, denominator } = percentOf(original, rule.valorPerc, daysEarly);
  return numerator / denominator;
}

function fineOf(original: bigint, rule: Rule | undefined): bigint {
  if (!rule) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc);
  const { numerator, denominator } = percentOf(original, rule.valorPerc);
  return ceilDiv(numerator, denominator);
}

function interestOf(original: bigint, rule: Rule | undefined, daysLate: bigint): bigint {
  if (!rule || daysLate <= 0n) return 0n;
  if (rule.modalidade === 1) return hundredths(rule.valorPerc) * daysLate;
  const per = rule.modalidade === 3 ? DAYS_PER_MONTH : rule.modalidade === 4 ? DAYS_PER_YEAR : 1n;
  const { numerator, denominator } = percentOf(original, rule.valorPerc, daysLate, per);
  return ceilDiv(numerator, denominator);
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
