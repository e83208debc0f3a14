// Types of paint-first.mjs for the TypeScript tests.
export function paintFirstLoader(sources: string[], nonce: string | undefined): string;
export function createPaintFirstRewriter(): { push(chunk: string): string; end(): string };
