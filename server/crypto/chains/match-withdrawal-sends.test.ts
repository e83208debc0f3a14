import { describe, expect, it } from "vitest";
import { matchWithdrawalSends, type ChainTransfer, type WatchedWithdrawal } from "./match-withdrawal-sends";

const created = new Date("2026-11-01T12:00:00Z");
const withdrawal = (id: number, extra: Partial<WatchedWithdrawal> = {}): WatchedWithdrawal => ({
  id,
  payAddress: "0xAbC0000000000000000000000000000000000001",
  payCurrency: "USDTBSC",
  amountDueBase: 40n,
  createdAt: new Date(created.getTime() + id),
  send: null,
  ...extra,
});
const transfer = (reference: string, extra: Partial<ChainTransfer> = {}): ChainTransfer => ({
  to: "0xabc0000000000000000000000000000000000001",
  payCurrency: "USDTBSC",
  amountBase: 40n,
  reference,
  outputIndex: 0,
  blockNumber: 10,
  confirmations: 1,
  timeMs: created.getTime() + 60_000,
  ...extra,
});
const options = { sameAddress: (a: string, b: string) => a.toLowerCase() === b.toLowerCase(), clockMarginMs: 600_000 };

describe("matchWithdrawalSends", () => {
  it("gives each exact transfer to one withdrawal, the oldest first, and keeps a recorded send with its own", () => {
    const sightings = matchWithdrawalSends(
      [withdrawal(3), withdrawal(1), withdrawal(2, { send: { reference: "0xbb", outputIndex: 0 } })],
      [transfer("0xaa"), transfer("0xBB"), transfer("0xcc")],
      options,
    );
    expect(sightings.map((sighting) => [sighting.invoiceId, sighting.reference])).toEqual([
      [2, "0xBB"],
      [1, "0xaa"],
      [3, "0xcc"],
    ]);
  });

  it("counts no transfer of another amount, asset or address, nor one made before the withdrawal", () => {
    const refused = [
      transfer("0x01", { amountBase: 39n }),
      transfer("0x02", { amountBase: 41n }),
      transfer("0x03", { payCurrency: "ETH" }),
      transfer("0x04", { to: "0xabc0000000000000000000000000000000000002" }),
      transfer("0x05", { timeMs: created.getTime() - 600_001 }),
    ];
    expect(matchWithdrawalSends([withdrawal(1)], refused, options)).toEqual([]);
    // Within the clock margin, and in the mempool (no block time yet), a transfer counts.
    expect(matchWithdrawalSends([withdrawal(1)], [transfer("0x06", { timeMs: created.getTime() - 599_000 })], options)).toHaveLength(1);
    expect(matchWithdrawalSends([withdrawal(1)], [transfer("0x07", { timeMs: null, blockNumber: null })], options)).toHaveLength(1);
  });
});
