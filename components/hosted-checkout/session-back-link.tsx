"use client";
// On a rail's checkout opened from a checkout session: the way back to the chooser (another rail
// while nothing is paid, or the rest by PIX after a short crypto payment).
import { useCheckoutLocale } from "@/components/payer/checkout-locale";

export function SessionBackLink({ sessionId }: { sessionId: string | null }) {
  const { t } = useCheckoutLocale();
  if (!sessionId) return null;
  return (
    <a href={`/pay/${sessionId}`} className="mb-3 inline-block text-sm font-medium text-brand-700 underline" data-testid="session-back">
      ← {t("session.otherWays")}
    </a>
  );
}
