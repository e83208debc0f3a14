"use client";
import { formatDateTime, formatRelative } from "@/components/format";
import { describeExpiry } from "./expiry";

/** Relative time (or a given wording of it) with the exact time below, on hover and for assistive technology. */
export function Time({ value, relative, className }: { value: string; relative?: string; className?: string }) {
  return (
    <time dateTime={value} title={new Date(value).toISOString()}>
      <span className={className}>{relative ?? formatRelative(value)}</span>
      <span className="block text-xs text-slate-500">{formatDateTime(value)}</span>
    </time>
  );
}

/** The payment deadline: counts down only while the invoice is open; a closed invoice shows it as a fact. */
export function ExpiryTime({ value, status }: { value: string; status: string }) {
  const expiry = describeExpiry({ status, expiresAt: value });
  const tone = { countdown: undefined, overdue: "text-amber-800", closed: "text-slate-600" }[expiry.state];
  return <Time value={value} relative={expiry.text} className={tone} />;
}
