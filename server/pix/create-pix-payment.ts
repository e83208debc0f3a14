// Creates a PIX payment: the receiver comes from the merchant's profile; the BR Code is a local
// static code, or the PSP's dynamic code when the merchant has a connection or the deployment a
// default one (a cob, or a cobv when the payment has a due date). One invoice row (gateway "pix").
import type { Database, Executor } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { qrPngBase64 } from "@/server/crypto/qr";
import { AppError } from "@/kernel/errors";
import { findInvoice } from "@/server/invoices/get-invoice";
import { insertInvoiceGrouped } from "@/server/invoices/insert-group";
import { logger } from "@/kernel/logger";
import { minorUnitsFromAmount } from "@/kernel/money";
import { daysBetween, pixCalendarDay } from "@/vocabulary/pix-due-amount";
import type { PixDueCharge } from "@/vocabulary/pix-due-charge";
import { encodeBrCode } from "./brcode";
import { normalizeDocument } from "./documents";
import { getPixProfile } from "./get-pix-profile";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { newTxid } from "./new-txid";
import { pspForMerchant } from "./connection/merchant-psp";
import type { PixCharge, PixPsp } from "./psp/psp";
import type { CreatePixPaymentInput } from "./schemas";
import { toPixPaymentRecord } from "./to-pix-payment-record";

/** The BR Code's txid field holds 25 characters; API Pix charges need 26-35. */
const STATIC_TXID_LENGTH = 25;
const PSP_TXID_LENGTH = 32;

async function chargeAtPsp(psp: PixPsp, request: Parameters<PixPsp["createCharge"]>[0]): Promise<PixCharge> {
  try {
    return await psp.createCharge(request);
  } catch (error) {
    logger.error("PSP charge creation failed", { psp: psp.name, txid: request.txid, error });
    throw new AppError("service_unavailable", "The PIX provider could not create the charge; no payment was created.");
  }
}

/**
 * The due-date rules as stored and sent: without validadeAposVencimento, the charge stays payable
 * until the São Paulo day of expire_at (the schema checked that expire_at is not before the due date).
 */
function resolveDue(input: CreatePixPaymentInput, expiresAt: Date): PixDueCharge | undefined {
  if (!input.due) return undefined;
  const validadeAposVencimento =
    input.due.validadeAposVencimento ?? Math.max(0, daysBetween(input.due.dataDeVencimento, pixCalendarDay(expiresAt)));
  return { ...input.due, validadeAposVencimento };
}

export async function createPixPayment(
  db: Database,
  actor: Actor,
  input: CreatePixPaymentInput,
  /** Resolved from the merchant when not given (null: a static code, whatever is configured). */
  psp?: PixPsp | null,
  options: { idempotencyKey?: string; checkoutSession?: { id: number; publicId: string } } = {},
) {
  const profile = await getPixProfile(db, actor.userId);
  if (!profile) {
    throw new AppError("pix_profile_missing", "Set your PIX receiver profile (key, legal name, document, city) first.");
  }
  const amountCentavos = minorUnitsFromAmount(input.amount);
  const expiresAt = new Date(input.expire_at);
  const now = new Date();
  const customerDocument = input.document_client === undefined ? null : normalizeDocument(input.document_client);
  // Data given at creation counts as complete only when it names the payer (name and document).
  const payer =
    input.name_client && customerDocument && input.document_type
      ? { name: input.name_client, document: customerDocument, documentType: input.document_type }
      : undefined;

  const due = resolveDue(input, expiresAt);

  let txid: string;
  let emv: string;
  let location: string | null = null;
  // The merchant's own connection, else the deployment's default, else a static code.
  const chargingPsp = psp === undefined ? await pspForMerchant(db, actor.userId) : psp;
  if (chargingPsp) {
    txid = newTxid(PSP_TXID_LENGTH);
    const charge = await chargeAtPsp(chargingPsp, {
      txid,
      amountCentavos,
      expiresInSeconds: Math.max(60, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
      key: profile.key,
      description: input.description,
      payer,
      due,
    });
    emv = charge.emv;
    location = charge.location;
  } else {
    txid = newTxid(STATIC_TXID_LENGTH);
    emv = encodeBrCode({
      key: profile.key,
      description: input.description,
      // A static code cannot follow the day's amount: with a due date the payer types the amount
      // the checkout shows as due today (docs/decisions.md).
      amountCentavos: due ? undefined : amountCentavos,
      merchantName: profile.legalName,
      merchantCity: profile.city,
      txid,
    });
  }
  // The same fast PNG writer as the crypto rail: the image is rendered once and stored.
  const qrCode = await qrPngBase64(emv);

  // One statement (invoice, timeline row, event and delivery), grouped with the creates of the
  // moment; a connection lost under it is resolved there, so the create neither fails nor doubles.
  const invoice = await insertInvoiceGrouped(db, {
    idempotencyKey: options.idempotencyKey,
    values: {
      userId: actor.userId,
      gateway: "pix",
      amountMinor: amountCentavos,
      currency: "BRL",
      payCurrency: "BRL",
      amountDueBase: amountCentavos.toString(),
      externalReference: input.external_reference ?? null,
      description: input.description ?? null,
      redirectUrl: input.redirect_url ?? null,
      customerName: input.name_client ?? null,
      customerEmail: input.email ?? null,
      customerPhone: input.phoneNumber ?? null,
      customerDocument,
      customerDocumentType: input.document_type ?? null,
      checkoutId: newCheckoutId(),
      expiresAt,
      qrCode,
      clientMode: input.clientMode,
      pixTxid: txid,
      emv,
      pixLocation: location,
      pspName: chargingPsp?.name ?? null,
      receiverName: profile.legalName,
      receiverDocument: profile.document,
      receiverDocumentType: profile.documentType,
      receiverKey: profile.key,
      receiverCity: profile.city,
      customerDataAt: payer ? now : null,
      pixDue: due ?? null,
      checkoutSessionId: options.checkoutSession?.id ?? null,
      checkoutSessionPublicId: options.checkoutSession?.publicId ?? null,
    },
  });
  return toPixPaymentRecord(invoice);
}

/** The answer of the create that made this PIX invoice of this merchant (an Idempotency-Key replay). */
export async function readCreatedPixPayment(db: Executor, created: { userId: number; invoiceId: number }) {
  return toPixPaymentRecord(await findInvoice(db, { userId: created.userId, role: "merchant" }, created.invoiceId));
}
