import { describe, expect, it } from "vitest";
import type { InvoiceStatus } from "@/db/schema";
import { withdrawalStatusFromSends } from "./withdrawal-payments";

describe("withdrawalStatusFromSends", () => {
  const cases: [string, InvoiceStatus, { confirmed: bigint; pending: bigint }, InvoiceStatus][] = [
    ["a confirmed send of the amount completes an awaited withdrawal", "AWAITING_PAYMENT", { confirmed: 500n, pending: 0n }, "COMPLETED"],
    ["a pending send makes it CONFIRMING", "AWAITING_PAYMENT", { confirmed: 0n, pending: 500n }, "CONFIRMING"],
    ["a send that dropped out takes it back to AWAITING_PAYMENT", "CONFIRMING", { confirmed: 0n, pending: 0n }, "AWAITING_PAYMENT"],
    ["the PSP's return of the amount completes a PIX refund", "PROCESSING", { confirmed: 500n, pending: 0n }, "COMPLETED"],
    ["a PIX refund without its return stays PROCESSING", "PROCESSING", { confirmed: 0n, pending: 0n }, "PROCESSING"],
    ["a PIX refund never becomes CONFIRMING", "PROCESSING", { confirmed: 0n, pending: 500n }, "PROCESSING"],
    ["a claim link still waiting for its address does not move", "AWAITING_ADDRESS", { confirmed: 500n, pending: 0n }, "AWAITING_ADDRESS"],
    ["a completed withdrawal stays completed", "COMPLETED", { confirmed: 500n, pending: 0n }, "COMPLETED"],
  ];
  it.each(cases)("%s", (_name, current, sends, expected) => {
    expect(withdrawalStatusFromSends({ current, amountDue: 500n, ...sends })).toBe(expected);
  });
});
