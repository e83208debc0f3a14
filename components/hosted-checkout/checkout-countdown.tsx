"use client";
// Time left until expiry, ticking each second; tells its parent once when it reaches zero.
import { useEffect, useRef, useState } from "react";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";

function remaining(expiresAt: string, now: number) {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

/** 65 -> "01:05", 3725 -> "1:02:05", and with days for long PIX expiries: 183600 -> "2d 03:00:00". */
export function formatDuration(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86400);
  const hours = Math.floor((totalSeconds % 86400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  if (days > 0) return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

export function CheckoutCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const { t } = useCheckoutLocale();
  const [seconds, setSeconds] = useState(() => remaining(expiresAt, Date.now()));
  const fired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(remaining(expiresAt, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  useEffect(() => {
    if (seconds === 0 && !fired.current) {
      fired.current = true;
      onExpired?.();
    }
  }, [seconds, onExpired]);
  return (
    <p className="text-sm text-slate-600">
      {t("checkout.expiresIn")}{" "}
      <time dateTime={expiresAt} data-testid="checkout-countdown" suppressHydrationWarning className="font-mono font-semibold text-slate-900">
        {formatDuration(seconds)}
      </time>
    </p>
  );
}
