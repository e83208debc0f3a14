// Whether a merchant's PIX payments are confirmed without the merchant: only a PSP connection sees
// the money arrive. Without one, the checkout says the store confirms the payment, and the invoice
// page offers "I received this PIX". The one place that answers it, so per-merchant connections
// extend it here.
import type { Executor } from "@/db/client";
import { configuredPsp } from "./configured-psp";

export async function merchantPixConfirmsAutomatically(_db: Executor, _userId: number): Promise<boolean> {
  // Today one deployment-wide connection (PIX_PSP) serves every merchant.
  return configuredPsp() !== null;
}
