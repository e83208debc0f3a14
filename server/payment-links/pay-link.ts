// A payment link's public side: its page's view, and a visit that pays, which creates a checkout
// session of its own (the typed amount within the link's limits, checked here, and the quantity).
import { eq } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { paymentLinks, type PaymentLink } from "@/db/schema";
import { linkLogoPath, storeOfHandle } from "@/server/branding/checkout-store";
import { createCheckoutSessionView } from "@/server/checkout-sessions/create-checkout-session";
import { MAX_SESSION_AMOUNT } from "@/server/checkout-sessions/schemas";
import { AppError } from "@/kernel/errors";
import { amountFromMinorUnits, minorUnitsFromAmount, type FiatCurrency } from "@/kernel/money";
import { assertMerchantTakesPayments, merchantTakesPayments } from "@/server/users/merchant-availability";
import { linkNotFound } from "./manage-payment-links";
import type { StartLinkSessionInput } from "./schemas";

const MIN_MINOR = 1n;
const MAX_MINOR = BigInt(MAX_SESSION_AMOUNT) * 100n;

async function findLink(db: Executor, slug: string): Promise<PaymentLink> {
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.slug, slug)).limit(1);
  if (!link) throw linkNotFound();
  return link;
}

/** What the link's page shows; a link switched off, or of a disabled merchant, shows only that. */
export async function getPublicLink(db: Executor, slug: string) {
  const link = await findLink(db, slug);
  return publicViewOf(link, await merchantTakesPayments(db, link.userId));
}

/** The link's page: its view and the store behind it (the page's header). */
export async function getLinkPage(db: Executor, slug: string) {
  const link = await findLink(db, slug);
  const [takesPayments, store] = await Promise.all([
    merchantTakesPayments(db, link.userId),
    storeOfHandle(db, { userId: link.userId, logoPath: (version) => linkLogoPath(link.slug, version) }),
  ]);
  return { link: publicViewOf(link, takesPayments), store };
}

function publicViewOf(link: PaymentLink, takesPayments: boolean) {
  if (!takesPayments) return { active: false as const, unavailable: true, title: link.title };
  if (!link.active) return { active: false as const, unavailable: false, title: link.title };
  const limit = (minor: bigint | null, fallback: bigint) => amountFromMinorUnits(minor ?? fallback);
  return {
    active: true as const,
    title: link.title,
    description: link.description,
    imageUrl: link.imageUrl,
    currency: link.currency,
    amount: link.amountMinor === null ? null : amountFromMinorUnits(link.amountMinor),
    minAmount: limit(link.minAmountMinor, MIN_MINOR),
    maxAmount: limit(link.maxAmountMinor, MAX_MINOR),
    quantityEnabled: link.quantityEnabled,
    maxQuantity: link.maxQuantity,
  };
}

const amountRefused = (message: string) => new AppError("invalid_input", undefined, { errors: [{ path: "amount", message }] });

/** The session's amount in minor units: the fixed amount times the quantity, or the typed amount within limits. */
function sessionAmount(link: PaymentLink, input: StartLinkSessionInput): { minor: bigint; quantity: number | null } {
  if (link.amountMinor !== null) {
    if (input.amount !== undefined) throw amountRefused("is fixed by this link");
    if (!link.quantityEnabled) {
      if (input.quantity !== undefined && input.quantity !== 1) {
        throw new AppError("invalid_input", undefined, { errors: [{ path: "quantity", message: "is not taken by this link" }] });
      }
      return { minor: link.amountMinor, quantity: null };
    }
    const quantity = input.quantity ?? 1;
    if (link.maxQuantity !== null && quantity > link.maxQuantity) {
      throw new AppError("invalid_input", undefined, { errors: [{ path: "quantity", message: `must be at most ${link.maxQuantity}` }] });
    }
    const minor = link.amountMinor * BigInt(quantity);
    if (minor > MAX_MINOR) throw new AppError("invalid_input", undefined, { errors: [{ path: "quantity", message: "makes the amount too large" }] });
    return { minor, quantity };
  }
  if (input.amount === undefined) throw amountRefused("is required");
  const minor = minorUnitsFromAmount(input.amount);
  const min = link.minAmountMinor ?? MIN_MINOR;
  const max = link.maxAmountMinor ?? MAX_MINOR;
  if (minor < min) throw amountRefused(`must be at least ${amountFromMinorUnits(min)}`);
  if (minor > max) throw amountRefused(`must be at most ${amountFromMinorUnits(max)}`);
  return { minor, quantity: null };
}

export async function startLinkSession(db: Database, input: StartLinkSessionInput) {
  const link = await findLink(db, input.slug);
  if (!link.active) throw new AppError("unprocessable", "This payment link is turned off.");
  await assertMerchantTakesPayments(db, link.userId);
  const { minor, quantity } = sessionAmount(link, input);
  const view = await createCheckoutSessionView(
    db,
    { userId: link.userId, role: "merchant" },
    {
      amount: amountFromMinorUnits(minor),
      currency: link.currency as FiatCurrency,
      description: link.title,
    },
    { paymentLink: { id: link.id, slug: link.slug, quantity } },
  );
  return { sessionId: view.session.publicId };
}
