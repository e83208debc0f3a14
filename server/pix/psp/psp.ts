// The PSP seam: what Ponte needs from a payment service provider to issue and confirm PIX charges.
import type { PixDueCharge } from "@/server/pix-due-charge";

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
  raw: unknown;
};

export type ChargeStatus = {
  /** ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR or REMOVIDA_PELO_PSP. */
  status: string;
  pix: SettledPix[];
};

export type PixPsp = {
  name: string;
  createCharge: (charge: PixChargeRequest) => Promise<PixCharge>;
  /** null when the PSP does not know the endToEndId. */
  getPix: (endToEndId: string) => Promise<SettledPix | null>;
  /** null when the PSP does not know the txid; `withDueDate` reads a charge with a due date (cobv). */
  getCharge: (txid: string, options?: { withDueDate?: boolean }) => Promise<ChargeStatus | null>;
};
