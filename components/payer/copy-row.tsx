"use client";
// A labelled value the payer pastes into a wallet (the amount, the address), with its copy button.
import { useId, type ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";

export function CopyRow({ label, text, copyLabel, copiedLabel, valueClassName, testId, children }: {
  label: string;
  /** What the button copies; `children` is what the payer reads (it may add the unit). */
  text: string;
  copyLabel: string;
  copiedLabel: string;
  valueClassName: string;
  testId: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500" id={labelId}>
        {label}
      </p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className={valueClassName} aria-labelledby={labelId} data-testid={testId}>
          {children}
        </p>
        <CopyButton text={text} label={copyLabel} copiedLabel={copiedLabel} />
      </div>
    </div>
  );
}
