// Whether a merchant's PIX payments are confirmed without the merchant: only a PSP connection (the
// merchant's own, or the deployment's default) sees the money arrive. Without one, the checkout says
// the store confirms the payment, and the invoice page offers "I received this PIX".
import type { Executor } from "@/db/client";
import { pspForMerchant } from "./merchant-psp";

export async function merchantPixConfirmsAutomatically(db: Executor, userId: number): Promise<boolean> {
  return (await pspForMerchant(db, userId)) !== null;
}
