// A copyable example: JSON, a curl command or a TypeScript snippet, scrolling in its own box.
import { CopyButton } from "@/components/ui/copy-button";

export function ExampleBlock({ title, text }: { title: string; text: string }) {
  return (
    <figure className="mt-2" data-example={title}>
      <figcaption className="flex items-center justify-between text-xs font-medium text-slate-500">
        {title}
        <CopyButton text={text} />
      </figcaption>
      <pre className="mt-1 max-h-80 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
        <code>{text}</code>
      </pre>
    </figure>
  );
}
