// What one timeline entry of the invoice page says: a move reads "from → to"; a change that moved no
// state (money arriving on a final invoice, confirmations, a payment seen or dropped) names the state
// it stayed in and what came.
import { formatPayAmount } from "./money";
import { statusLabel } from "./status-labels";

export type TimelineEntryView = { from: string | null; to: string; reason: string; details?: unknown };

export function timelineTitle(entry: TimelineEntryView, payCurrency: string): string {
  if (entry.from === null) return statusLabel(entry.to);
  if (entry.from !== entry.to) return `${statusLabel(entry.from)} → ${statusLabel(entry.to)}`;
  const received = (entry.details as { received?: unknown } | null | undefined)?.received;
  if (entry.reason === "payment_after_final") {
    const amount = typeof received === "string" ? `${formatPayAmount(received, payCurrency)} ` : "";
    return `${statusLabel(entry.to)}: ${amount}received after it stopped taking payments`;
  }
  return `${statusLabel(entry.to)}: updated`;
}
