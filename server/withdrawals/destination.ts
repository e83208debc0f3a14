// Where a withdrawal is sent: the rules its address is checked by (the asset, Bitcoin's network,
// the token's contract), and the check that refuses a bad address naming the problem.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoices, wallets, type Invoice } from "@/db/schema";
import { assets, isAssetCode, type Asset } from "@/vocabulary/assets";
import { contractOf } from "@/vocabulary/configured-assets";
import { addressProblemMessage, type AddressLocale } from "@/server/crypto/addresses/address-problems";
import { bitcoinNetworkOf, type BitcoinNetwork } from "@/server/crypto/addresses/bitcoin-address";
import { checkAddress, type AddressCheck, type AddressRules } from "@/server/crypto/addresses/check-address";
import { AppError } from "@/kernel/errors";

/**
 * Bitcoin's network for a withdrawal: a refund goes back on the network its payment came on; a
 * payout on the network of the merchant's registered key (mainnet without one).
 */
async function bitcoinNetworkFor(db: Executor, params: { userId: number; refundedPayment?: Pick<Invoice, "payAddress"> | null }) {
  const fromPayment = params.refundedPayment?.payAddress ? bitcoinNetworkOf(params.refundedPayment.payAddress) : null;
  if (fromPayment) return fromPayment;
  const [wallet] = await db
    .select({ network: wallets.network })
    .from(wallets)
    .where(and(eq(wallets.userId, params.userId), eq(wallets.chain, "bitcoin"), eq(wallets.active, true)));
  return (wallet?.network === "testnet" ? "testnet" : "mainnet") satisfies BitcoinNetwork;
}

export async function destinationRules(
  db: Executor,
  params: { asset: Asset; userId: number; refundedPayment?: Pick<Invoice, "payAddress"> | null },
): Promise<AddressRules> {
  const { asset } = params;
  return {
    asset,
    bitcoinNetwork: asset.walletChain === "bitcoin" ? await bitcoinNetworkFor(db, params) : undefined,
    // The token's contract is never a destination.
    tokenContract: contractOf(asset.code) ?? undefined,
  };
}

/** The rules of an existing withdrawal (its asset, and the payment it refunds). */
export async function rulesOfWithdrawal(db: Executor, withdrawal: Invoice): Promise<AddressRules> {
  if (!isAssetCode(withdrawal.payCurrency)) throw new AppError("unprocessable", "Only a crypto withdrawal is sent to an address.");
  const refundedPayment =
    withdrawal.refundedInvoiceId === null
      ? null
      : ((await db.select({ payAddress: invoices.payAddress }).from(invoices).where(eq(invoices.id, withdrawal.refundedInvoiceId)))[0] ?? null);
  return destinationRules(db, { asset: assets[withdrawal.payCurrency], userId: withdrawal.userId, refundedPayment });
}

/** The check's message in a language, its facts completed by the rules. */
export function addressMessage(check: Extract<AddressCheck, { ok: false }>, locale: AddressLocale): string {
  return addressProblemMessage(locale, check.problem, { family: "", asset: "", ...check.facts });
}

/** The address as it is stored and paid to; a 400 naming `address` and the problem otherwise. */
export function checkedDestination(address: string, rules: AddressRules, path = "address"): string {
  const check = checkAddress(address, rules);
  if (check.ok) return check.address;
  throw new AppError("invalid_input", "The address is invalid.", { errors: [{ path, message: addressMessage(check, "en") }] });
}
