"use client";
// Whether the screen is narrower than Tailwind's md breakpoint, for lists that change shape there
// rather than only hiding one of two copies (a hidden copy would still match text searches).
import { useSyncExternalStore } from "react";

const query = "(max-width: 767.98px)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
