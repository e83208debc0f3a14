// Types of paint-first-response.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from "node:http";

export function isPaintFirstRequest(request: IncomingMessage): boolean;
export function paintFirst(request: IncomingMessage, response: ServerResponse): void;
