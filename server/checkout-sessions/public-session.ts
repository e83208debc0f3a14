// The hosted chooser's view of a session (public: the unguessable cs_… id is the only handle). No
// customer data: only what the payer needs to choose, and where each choice went.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { sessionLogoPath, storeOfHandle } from "@/server/branding/checkout-store";
import { statusAt } from "@/vocabulary/invoice-states";
import { amountFromMinorUnits } from "@/kernel/money";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import { assertMerchantTakesPayments } from "@/server/users/merchant-availability";
import { assertChoosable } from "./choose-rail";
import { shortInvoiceOf } from "./finish-by-pix";
import { findSessionByPublicId, viewOf } from "./read-session";
import { railOptions } from "./rail-options";
import { toSessionInvoiceObject } from "./session-object";

export async function getPublicSession(db: Database, publicId: string, now = new Date()) {
  const found = await findSessionByPublicId(db, publicId);
  await assertMerchantTakesPayments(db, found.userId);
  const view = await viewOf(db, found);
  const { session, invoices } = view;
  const [options, profile, store, [owner]] = await Promise.all([
    railOptions(db, session),
    getPixProfile(db, session.userId),
    storeOfHandle(db, { userId: session.userId, logoPath: (version) => sessionLogoPath(session.publicId, version) }),
    db.select({ sandbox: users.sandbox }).from(users).where(eq(users.id, session.userId)),
  ]);
  let canChoose = true;
  try {
    assertChoosable(session, invoices, now);
  } catch {
    canChoose = false;
  }
  const current = invoices.filter((invoice) => invoice.id !== session.remainderInvoiceId).at(-1) ?? null;
  const remainder = invoices.find((invoice) => invoice.id === session.remainderInvoiceId) ?? null;
  const short = shortInvoiceOf(session, invoices);
  const shown = (invoice: (typeof invoices)[number]) => ({
    ...toSessionInvoiceObject(session, invoice),
    status: statusAt(invoice, now),
  });
  return {
    id: session.publicId,
    status: session.status === "OPEN" && session.expiresAt <= now && !current ? "EXPIRED" : session.status,
    amount: amountFromMinorUnits(session.amountMinor),
    currency: session.currency,
    description: session.description,
    // The same name as the store heading every checkout page (checkout-store.ts).
    merchantName: store.name || null,
    sandbox: owner?.sandbox ?? false,
    redirectUrl: session.redirectUrl,
    expiresAt: session.expiresAt.toISOString(),
    quantity: session.quantity,
    rails: options,
    canChoose,
    current: current ? shown(current) : null,
    remainder: remainder ? shown(remainder) : null,
    canFinishByPix: short !== null && profile !== null,
    shortPaid: short ? { payCurrency: short.payCurrency } : null,
  };
}
export type PublicSession = Awaited<ReturnType<typeof getPublicSession>>;
