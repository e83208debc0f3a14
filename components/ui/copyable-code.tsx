"use client";
import { CopyButton } from "./copy-button";

/** A value the user pastes elsewhere (an address, a payment code), shown whole with a copy button. */
export function CopyableCode({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className="flex items-start gap-2">
      <code className="min-w-0 break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs" data-testid={testId}>
        {text}
      </code>
      <CopyButton text={text} />
    </div>
  );
}
