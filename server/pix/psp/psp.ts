// The PSP seam: what Ponte needs from a payment service provider to issue and confirm PIX charges.
import type { PixDueCharge } from "@/vocabulary/pix-due-charge";

export type PixChargeRequest = {
  /** API Pix txids are 26-35 letters or digits. */
  txid: string;
  amountCentavos: bigint;
  /** Seconds from creation until the charge expires. */
  expiresInSeconds: number;
  key: string;
  description?: string;
  payer?: { name: string; document: string; documentType: "CPF" | "CNPJ" };
  /** A charge with a due date (cobv): `expiresInSeconds` is then unused, the due date and validity rule. */
  due?: PixDueCharge;
};

export type PixCharge = {
  /** The PSP's BR Code (pixCopiaECola), pointing at `location`. */
  emv: string;
  location: string;
};

/** A settled PIX as the PSP reports it. */
export type SettledPix = {
  endToEndId: string;
  txid: string | null;
  amountCentavos: bigint;
  /** The receiving key, when the PSP reports it. */
  key: string | null;
  paidAt: Date;
  /** The refunds of this pix the PSP lists with it (API Pix `devolucoes`). */
  refunds: PixRefundStatus[];
  raw: unknown;
};

export type ChargeStatus = {
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR or REMOVIDA_PELO_PSP. */
  status: string;
  pix: SettledPix[];
};

/** A devolução (refund) of a received pix as the PSP reports it. */
export type PixRefundStatus = {
  /** Our id for it (API Pix `id`, 1-35 letters or digits). */
  refundId: string;
  /** The return's end-to-end id at the Central Bank, once the PSP has one. */
  rtrId: string | null;
  amountCentavos: bigint;
  /** EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO. */
  status: string;
  /** Why it was not made (NAO_REALIZADO). */
  reason: string | null;
  raw: unknown;
};

export type PixRefundRequest = { endToEndId: string; refundId: string; amountCentavos: bigint; description?: string };

/**
 * What the PSP's answer about a devolução says, classified once by the adapter and returned, never
 * thrown: a class checked with instanceof fails across separately bundled copies of a module (an
 * adapter cached on globalThis by one bundle, its answers read by another).
 * - `reported`: the PSP's record of the devolução (EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO).
 * - `refused`: a definitive "no" (a 4xx with an API Pix problem body): the devolução was not made.
 * - `absent` (reads only): the PSP answers, with a problem body, that it has no such devolução.
 * - `unknown`: no answer that says what the PSP did (timeout, reset, 5xx, a proxy's page): it may
 *   have made it, so it is read back, never asked again blindly.
 */
export type DevolucaoAnswer =
  | { kind: "reported"; refund: PixRefundStatus }
  | { kind: "refused"; httpStatus: number; reason: string }
  | { kind: "unknown"; reason: string };
export type DevolucaoReading = DevolucaoAnswer | { kind: "absent" };

export type PixPsp = {
  /** Stored on the invoices charged through it: apipix (the deployment's default) or apipix-merchant. */
  name: string;
  /** Set for a merchant's own connection: only that merchant's invoices are confirmed through it. */
  ownerUserId?: number;
  createCharge: (charge: PixChargeRequest) => Promise<PixCharge>;
  /** null when the PSP does not know the endToEndId. */
  getPix: (endToEndId: string) => Promise<SettledPix | null>;
  /** null when the PSP does not know the txid; `withDueDate` reads a charge with a due date (cobv). */
  getCharge: (txid: string, options?: { withDueDate?: boolean }) => Promise<ChargeStatus | null>;
  /** PUT /pix/{e2eid}/devolucao/{id}; asking again with the same id answers the same refund. Never throws. */
  requestRefund: (refund: PixRefundRequest) => Promise<DevolucaoAnswer>;
  /** GET /pix/{e2eid}/devolucao/{id}. Never throws. */
  getRefund: (endToEndId: string, refundId: string) => Promise<DevolucaoReading>;
  /** GET /cob?inicio&fim: proves the token's scope for reading charges (connection test). */
  listCharges: (from: Date, to: Date) => Promise<number>;
  /** PUT /webhook/{chave}: where the PSP sends the key's pix. */
  registerWebhook: (key: string, webhookUrl: string) => Promise<void>;
  /** GET /webhook/{chave}: the URL registered for the key, null when none. */
  getWebhook: (key: string) => Promise<string | null>;
};
