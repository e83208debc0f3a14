// The claim page's side of a withdrawal (public: the unguessable claim id is the only handle): what
// is being sent and how far it got, and the receiver's address. Receiver-safe only: no invoice,
// merchant or customer ids beyond the refunded payment's number, no references.
import { and, asc, eq, ne } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, invoices, users, type Invoice } from "@/db/schema";
import { assets, isAssetCode } from "@/vocabulary/assets";
import type { AddressProblem, AddressProblemFacts } from "@/server/crypto/addresses/address-problems";
import { checkAddress } from "@/server/crypto/addresses/check-address";
import { AppError } from "@/kernel/errors";
import { statusAt } from "@/vocabulary/invoice-states";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { withdrawalKindOf } from "@/vocabulary/withdrawal-kind";
import { formatUnits } from "@/kernel/money";
import { rulesOfWithdrawal } from "./destination";
import { setDestination } from "./set-destination";

export const claimNotFound = () => new AppError("not_found", "This link does not exist.");

async function findClaim(db: Executor, claimId: string): Promise<Invoice> {
  const [withdrawal] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.checkoutId, claimId), eq(invoices.type, "WITHDRAWAL"), eq(invoices.gateway, "crypto")));
  if (!withdrawal || !isAssetCode(withdrawal.payCurrency)) throw claimNotFound();
  return withdrawal;
}

/** What a token is called in wallets, and the network a receiver must give an address on. */
const walletSymbol: Partial<Record<string, string>> = { USDTBSC: "USDT" };
const networkNames: Record<string, string> = {
  bitcoin: "Bitcoin",
  ethereum: "Ethereum",
  bsc: "BNB Smart Chain (BEP-20)",
};

export async function getClaimView(db: Executor, claimId: string, now = new Date()) {
  const withdrawal = await findClaim(db, claimId);
  const asset = assets[withdrawal.payCurrency as keyof typeof assets];
  const [merchant] = await db.select({ name: users.name }).from(users).where(eq(users.id, withdrawal.userId));
  const [send] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, withdrawal.id), ne(invoicePayments.state, "dropped")))
    .orderBy(asc(invoicePayments.id))
    .limit(1);
  const rules = await rulesOfWithdrawal(db, withdrawal);
  return {
    claimId: withdrawal.checkoutId,
    kind: withdrawalKindOf(withdrawal) ?? "payout",
    status: statusAt(withdrawal, now),
    merchantName: merchant?.name ?? "",
    description: withdrawal.description,
    /** The payment's number the receiver may find on their receipt. */
    refundedPaymentId: withdrawal.refundedInvoiceId === null ? null : String(withdrawal.refundedInvoiceId),
    amount: formatUnits(BigInt(withdrawal.amountDueBase), asset.decimals),
    symbol: walletSymbol[asset.code] ?? asset.code,
    assetName: asset.name,
    network: networkNames[asset.network] ?? asset.network,
    /** Set for tokens: an address of this network only, or the money is lost. */
    tokenNetwork: asset.tokenContract ? (networkNames[asset.network] ?? asset.network) : null,
    bitcoinNetwork: rules.bitcoinNetwork ?? null,
    fiatAmount: formatUnits(withdrawal.amountMinor, 2),
    fiatCurrency: withdrawal.currency,
    address: withdrawal.payAddress,
    transactionHash: send?.reference ?? null,
    sendFinal: send?.state === "confirmed",
    expiresAt: withdrawal.expiresAt.toISOString(),
    completedAt: withdrawal.paidAt?.toISOString() ?? null,
  };
}
export type ClaimView = Awaited<ReturnType<typeof getClaimView>>;

/** Why a claim was not taken: a problem of the address, or of the link. */
export type ClaimRefusal = AddressProblem | "expired" | "claimed" | "canceled";

export type ClaimResult =
  | { ok: true; view: ClaimView }
  | { ok: false; problem: ClaimRefusal; facts: Partial<AddressProblemFacts>; view: ClaimView };

/**
 * The receiver gives their address. Refusals are answers, not errors, so the page can name each in
 * the receiver's language: a bad address (its problem), a link past its deadline, already claimed
 * (or given by the merchant), or canceled.
 */
export async function claimWithdrawal(db: Database, params: { claimId: string; address: string; now?: Date }): Promise<ClaimResult> {
  const now = params.now ?? new Date();
  const withdrawal = await findClaim(db, params.claimId);
  const check = checkAddress(params.address, await rulesOfWithdrawal(db, withdrawal));
  const refused = async (problem: ClaimRefusal, facts: Partial<AddressProblemFacts> = {}): Promise<ClaimResult> => ({
    ok: false,
    problem,
    facts,
    view: await getClaimView(db, params.claimId, now),
  });
  if (!check.ok) return refused(check.problem, check.facts);
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, withdrawal.id);
    if (!locked) throw claimNotFound();
    const status = statusAt(locked, now);
    if (status === "AWAITING_ADDRESS") {
      await setDestination(tx, { locked, address: check.address, reason: "claimed" });
      return null;
    }
    return status === "EXPIRED" ? "expired" : status === "CANCELED" ? "canceled" : "claimed";
  });
  if (outcome) return refused(outcome);
  return { ok: true, view: await getClaimView(db, params.claimId, now) };
}
