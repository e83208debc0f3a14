// When polling reads a devolução again. An answer puts it back on the steady cadence; a check the
// PSP does not answer (unreachable, timeouts, 5xx) pushes the next one out, doubling up to an hour,
// so a PSP that is down is not asked every few seconds, and after about three hours of silence the
// merchant is told to check with the bank (the checks go on hourly: a PSP back up settles it).
export const CHECK_INTERVAL_MS = 15_000;
const LONGEST_WAIT_MS = 3_600_000;

/** Unanswered checks in a row after which the refund's outcome is shown as unknown (about three hours of them). */
export const OUTCOME_UNKNOWN_AFTER_CHECKS = 10;

/**
 * The first read after a request: later than the request's own time limit, so polling never asks
 * while the request that created the devolução may still be on its way.
 */
export const FIRST_CHECK_AFTER_MS = 60_000;

/** The wait before the next check, after `failedChecks` unanswered ones in a row. */
export function nextCheckDelayMs(failedChecks: number): number {
  if (failedChecks <= 0) return CHECK_INTERVAL_MS;
  return Math.min(CHECK_INTERVAL_MS * 2 ** (failedChecks - 1), LONGEST_WAIT_MS);
}
