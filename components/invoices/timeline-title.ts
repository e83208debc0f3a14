// What one timeline entry of the invoice page says: a move reads "from → to"; a change that moved no
// state (money arriving on a final invoice, confirmations, a payment seen or dropped) names the state
// it stayed in and what came.
export type TimelineEntryView = { from: string | null; to: string; reason: string; details?: unknown };

type TimelineKey = "move" | "afterFinal" | "afterFinalUndated" | "updated";

export function timelineTitle({ entry, statusName, payAmount, t }: {
  entry: TimelineEntryView;
  /** A status as the reader's language names it. */
  statusName: (status: string) => string;
  /** An amount of the invoice's pay currency, formatted. */
  payAmount: (amount: string) => string;
  t: (key: TimelineKey, values: Record<string, string>) => string;
}): string {
  if (entry.from === null) return statusName(entry.to);
  if (entry.from !== entry.to) return t("move", { from: statusName(entry.from), to: statusName(entry.to) });
  const received = (entry.details as { received?: unknown } | null | undefined)?.received;
  if (entry.reason === "payment_after_final") {
    return typeof received === "string"
      ? t("afterFinal", { status: statusName(entry.to), amount: payAmount(received) })
      : t("afterFinalUndated", { status: statusName(entry.to) });
  }
  return t("updated", { status: statusName(entry.to) });
}
