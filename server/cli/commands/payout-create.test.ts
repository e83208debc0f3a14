import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getInvoice } from "@/server/invoices/get-invoice";
import { createUser } from "@/server/testing/fixtures";
import { command } from "./payout-create";

const cliIo = () => {
  const lines: string[] = [];
  return { lines, io: { db: getDb, print: (line: string) => lines.push(line) } };
};

describe("payout:create", () => {
  it("creates a payout awaiting its send and prints its id and the wallet URI of the send", async () => {
    const db = await getDb();
    const { actor } = await createUser(db, { email: "payout-cli@example.com" });
    const { lines, io } = cliIo();
    await command.run({ email: "payout-cli@example.com", currency: "btc", "crypto-amount": "0.0005", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" }, io);
    expect(lines).toEqual([expect.stringMatching(/^\d+$/), "bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.0005"]);
    expect(await getInvoice(db, actor, lines[0] ?? "")).toMatchObject({ type: "WITHDRAWAL", status: "AWAITING_PAYMENT", withdrawal: { kind: "payout" } });
  });

  it("without an address, prints the claim link; refuses a bad amount or address naming the flag", async () => {
    await createUser(await getDb(), { email: "payout-cli-2@example.com" });
    const { lines, io } = cliIo();
    await command.run({ email: "payout-cli-2@example.com", currency: "USDTBSC", amount: "50", fiat: "brl" }, io);
    expect(lines[1]).toMatch(/^http:\/\/localhost:3000\/claim\/[\w-]+$/);
    await expect(command.run({ email: "payout-cli-2@example.com", currency: "BTC", amount: "ten" }, cliIo().io)).rejects.toMatchObject({
      errors: [{ path: "amount" }],
    });
    await expect(
      command.run({ email: "payout-cli-2@example.com", currency: "BTC", amount: "10", address: "bc1qnope" }, cliIo().io),
    ).rejects.toMatchObject({ errors: [{ path: "address" }] });
  });
});
