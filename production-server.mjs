// @ts-check
// `npm start`: the production build served as `next start` serves it (same options: -p/--port or
// PORT, -H/--hostname, --keepAliveTimeout), with one addition Next.js's own server has no hook for:
// the hosted checkout's HTML paints before its scripts load (server/web/paint-first.mjs).
import { createServer } from "node:http";
import { parseArgs } from "node:util";

/** @type {{ port?: string; hostname?: string; keepAliveTimeout?: string }} */
let options;
try {
  options = parseArgs({
    options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" }, keepAliveTimeout: { type: "string" } },
  }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\nUsage: npm start -- [-p PORT] [-H HOSTNAME] [--keepAliveTimeout MS]`);
  process.exit(1);
}
const port = Number(options.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${options.port ?? process.env.PORT}`);
  process.exit(1);
}
const keepAliveTimeout = options.keepAliveTimeout === undefined ? undefined : Number(options.keepAliveTimeout);
if (keepAliveTimeout !== undefined && !(Number.isInteger(keepAliveTimeout) && keepAliveTimeout > 0)) {
  console.error(`Invalid --keepAliveTimeout (milliseconds): ${options.keepAliveTimeout}`);
  process.exit(1);
}
// As `next start` does, before anything reads them (kernel/env.ts among others).
process.env.NODE_ENV ||= "production";
process.env.NEXT_RUNTIME = "nodejs";

const { default: next } = await import("next");
const { isPaintFirstRequest, paintFirst } = await import("./server/web/paint-first-response.mjs");

const app = next({ dev: false, hostname: options.hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (isPaintFirstRequest(request)) paintFirst(request, response);
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});
if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
server.on("error", (error) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  console.error(code === "EADDRINUSE" ? `Port ${port} is already in use: stop what listens there or choose another with -p.` : error);
  process.exit(1);
});
server.listen(port, options.hostname, () => {
  console.log(`Ponte listening on http://${options.hostname ?? "localhost"}:${port}`);
});

let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests in flight get a moment to finish, then the process ends.
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
