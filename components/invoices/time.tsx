"use client";
import { formatDateTime, formatRelative } from "@/components/format";

/** Relative time with the exact time on hover and for assistive technology. */
export function Time({ value }: { value: string }) {
  return (
    <time dateTime={value} title={new Date(value).toISOString()}>
      <span>{formatRelative(value)}</span>
      <span className="block text-xs text-slate-500">{formatDateTime(value)}</span>
    </time>
  );
}
