// How the dashboard words an invoice's payment deadline: a countdown only while money is still expected.
import { formatRelative } from "@/components/format";
import { expirableStatuses, isOpenStatus } from "@/server/invoice-states";
import { statusLabel } from "./status-labels";


export type ExpiryDescription = {
  /** countdown: open and still in time; overdue: open but past the deadline; closed: the deadline is moot. */
  state: "countdown" | "overdue" | "closed";
  text: string;
};

export function describeExpiry({ status, expiresAt, now = Date.now() }: {
  status: string;
  expiresAt: string | Date;
  now?: number;
}): ExpiryDescription {
  const deadline = typeof expiresAt === "string" ? new Date(expiresAt) : expiresAt;
  const passed = deadline.getTime() <= now;
  const relative = formatRelative(deadline, now);
  // Within half a second of the deadline the relative format says "now", which reads wrong after "passed".
  const ago = relative === "now" ? "just now" : relative;
  // A withdrawal's deadline is its claim link's, running while it waits for the receiver's address.
  if (isOpenStatus(status) || (expirableStatuses.WITHDRAWAL as readonly string[]).includes(status)) {
    // An open invoice past its deadline waits for the next expiry run (or, while CONFIRMING, for its
    // confirmations): say the deadline passed rather than count down into the past.
    return passed
      ? { state: "overdue", text: `Expiry passed ${ago}` }
      : { state: "countdown", text: `Expires ${relative}` };
  }
  // The deadline of an expired invoice is when it expired: a past fact, worth its relative time.
  if (status === "EXPIRED") return { state: "closed", text: passed ? `Expired ${ago}` : "Expired" };
  // Any other status (paid, canceled, or one added later) no longer waits for money.
  return { state: "closed", text: `${statusLabel(status)} — the payment deadline no longer applies` };
}
