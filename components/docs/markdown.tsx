// The document's descriptions are Markdown (code spans, emphasis): rendered inline with marked.
// The text is the OpenAPI document's own, written in this repository, never user input.
import { marked } from "marked";

export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = marked.parseInline(text, { async: false });
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
