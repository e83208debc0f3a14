"use client";
import { useState } from "react";
import { Button } from "./button";
import { useHydrated } from "./use-hydrated";

/** Copies text to the clipboard and says so (visually and to screen readers). */
export function CopyButton({ text, label = "Copy", copiedLabel = "Copied", size = "sm" }: {
  text: string;
  label?: string;
  copiedLabel?: string;
  size?: "sm" | "md";
}) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={!hydrated}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
