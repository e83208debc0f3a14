// An invoice of the PIX rail as the payment record with QR data of POST /api/payments.
import type { Invoice } from "@/db/schema";
import { env } from "@/kernel/env";
import { checkoutUrl } from "@/server/invoices/serialize";
import { amountFromMinorUnits } from "@/kernel/money";
import { amountDueAt } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";
import { formatZonedTime } from "./format-zoned-time";
import type { ClientMode } from "./schemas";

export function toPixPaymentRecord(invoice: Invoice) {
  const zone = env.PIX_TIMEZONE;
  const emv = invoice.emv ?? "";
  const due = readPixDueCharge(invoice.pixDue);
  return {
    id: invoice.id,
    amount: amountFromMinorUnits(invoice.amountMinor),
    description: invoice.description,
    clientMode: (invoice.clientMode ?? "noNeedToSpecify") as ClientMode,
    redirect_url: invoice.redirectUrl,
    email: invoice.customerEmail,
    phoneNumber: invoice.customerPhone,
    // "As sent": the row keeps the document_type of the request as the client's document type.
    document_type: invoice.customerDocumentType,
    expire_at: formatZonedTime(invoice.expiresAt, zone),
    document_client: invoice.customerDocument,
    document_type_client: invoice.customerDocumentType,
    name_client: invoice.customerName,
    external_reference: invoice.externalReference,
    id_transaction: invoice.idTransaction,
    transaction_pix_id: invoice.pixTxid ?? "",
    emv,
    name_receiver: invoice.receiverName ?? "",
    document_receiver: invoice.receiverDocument ?? "",
    document_type_receiver: invoice.receiverDocumentType ?? "",
    qr_image: invoice.qrCode ?? "",
    qr_text: emv,
    status: invoice.status,
    checkout_id: invoice.checkoutId,
    checkout_url: checkoutUrl(invoice.checkoutId),
    createdAt: formatZonedTime(invoice.createdAt, zone),
    updatedAt: formatZonedTime(invoice.updatedAt, zone),
    due,
    amount_due_today: amountFromMinorUnits(
      amountDueAt({ originalCentavos: BigInt(invoice.amountDueBase), due, paidAt: new Date() }),
    ),
  };
}
