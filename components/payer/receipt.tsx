"use client";
// The receipt under a paid checkout (crypto and PIX): a titled list of what the payer keeps.
import { useId, type ReactNode } from "react";
import { LocalTime } from "./local-time";

export function Receipt({ title, testId, children, footer }: {
  title: string;
  testId: string;
  /** ReceiptRow entries. */
  children: ReactNode;
  /** What follows the list (transactions, notes). */
  footer?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-slate-50 p-3 text-sm" data-testid={testId}>
      <h3 id={titleId} className="mb-2 font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">{children}</dl>
      {footer}
    </section>
  );
}

export function ReceiptRow({ label, children, className, testId }: { label: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className={className} data-testid={testId}>{children}</dd>
    </>
  );
}

/** In the payer's own time zone and language once the browser runs (UTC in the first HTML). */
export function ReceiptTime({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <ReceiptRow label={label}>
      <LocalTime value={value} format="dateTime" />
    </ReceiptRow>
  );
}

/** The link from a receipt page back to what it is the receipt of. */
export function ReceiptBackLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className="text-sm font-medium text-slate-900 underline underline-offset-2 print:hidden">
      {label}
    </a>
  );
}

/** A receipt page opened before the payment it would show is complete. */
export function ReceiptNotYet({ title, message, back }: { title: string; message: string; back: ReactNode }) {
  return (
    <div className="space-y-4 py-4 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-sm text-slate-600">{message}</p>
      {back}
    </div>
  );
}
