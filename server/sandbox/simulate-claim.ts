// Sandbox: the receiver's claim of a sandbox merchant's withdrawal, as if they had entered an
// address on the claim page (a published example address of the asset's network, unless one is
// given), through the same check and state machine.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices, type Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { invoiceNotFound, parseInvoiceId } from "@/server/invoices/get-invoice";
import { requireSandbox } from "@/server/sandbox/simulate-payment";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { checkedDestination, rulesOfWithdrawal } from "@/server/withdrawals/destination";
import { setDestination } from "@/server/withdrawals/set-destination";

/** Addresses from the standards' own examples (BIP173, EIP-55): valid, and nobody's wallet here. */
const exampleAddresses = {
  mainnet: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
  testnet: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx",
  evm: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
} as const;

export async function simulateClaim(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; address?: string },
): Promise<Invoice> {
  await requireSandbox(db, actor);
  const invoiceId = parseInvoiceId(params.invoiceId);
  const [withdrawal] = await db.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.userId, actor.userId)));
  if (!withdrawal) throw invoiceNotFound();
  if (withdrawal.type !== "WITHDRAWAL") throw new AppError("unprocessable", "Only a refund or payout is claimed.");
  const rules = await rulesOfWithdrawal(db, withdrawal);
  const example = rules.asset.walletChain === "bitcoin" ? exampleAddresses[rules.bitcoinNetwork ?? "mainnet"] : exampleAddresses.evm;
  const address = checkedDestination(params.address ?? example, rules);
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoiceId, actor.userId);
    if (!locked) throw invoiceNotFound();
    if (locked.status !== "AWAITING_ADDRESS") {
      throw new AppError("invalid_transition", `The withdrawal is ${locked.status}: it can no longer be claimed.`);
    }
    return setDestination(tx, { locked, address, reason: "sandbox", actorUserId: actor.userId });
  });
}
