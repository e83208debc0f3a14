// A real HTTP server for integration tests that serves the app's own route handlers
// (app/api/**/route.ts, discovered from the file system) without starting Next.js.
import { readdirSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

type Route = { pattern: RegExp; names: string[]; file: string; specificity: number[] };
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const apiRoot = path.join(process.cwd(), "app", "api");

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return findRouteFiles(full);
    return entry === "route.ts" ? [full] : [];
  });
}

function toRoute(file: string): Route {
  const segments = path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep);
  const names: string[] = [];
  const specificity: number[] = [];
  const parts = segments.map((segment) => {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
    if (catchAll?.[1]) {
      names.push(catchAll[1]);
      specificity.push(0);
      return "(.+)";
    }
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (dynamic?.[1]) {
      names.push(dynamic[1]);
      specificity.push(1);
      return "([^/]+)";
    }
    specificity.push(2);
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return { pattern: new RegExp(`^/${parts.join("/")}/?$`), names, file, specificity };
}

function compareSpecificity(a: Route, b: Route) {
  for (let index = 0; index < Math.max(a.specificity.length, b.specificity.length); index += 1) {
    const difference = (b.specificity[index] ?? -1) - (a.specificity[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

async function toRequest(incoming: IncomingMessage, outgoing: ServerResponse, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  // As Next.js does when the connection closes before the answer is sent: the request's signal
  // aborts, and a body still being read fails with Node's "aborted" error.
  const closed = new AbortController();
  let failBody: (error: Error) => void = () => {};
  const body = !hasBody
    ? undefined
    : new ReadableStream<Uint8Array>({
        start(controller) {
          failBody = (error) => controller.error(error);
          incoming.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
          incoming.on("end", () => controller.close());
          incoming.on("error", failBody);
        },
      });
  const hangUp = () => {
    if (outgoing.writableFinished) return;
    closed.abort();
    if (!incoming.complete) failBody(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
  };
  if (incoming.socket.destroyed) hangUp();
  else outgoing.once("close", hangUp);
  return new Request(new URL(incoming.url ?? "/", origin), {
    method: incoming.method,
    headers,
    signal: closed.signal,
    body,
    duplex: "half",
  } as RequestInit);
}

async function send(response: Response, outgoing: ServerResponse) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  outgoing.writeHead(response.status, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  // Written as it is read, as Next.js does, so streamed bodies (the CSV export) arrive in chunks.
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), outgoing);
}

export async function startApiServer() {
  const routes = findRouteFiles(apiRoot).map(toRoute).sort(compareSpecificity);
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const origin = `http://${incoming.headers.host ?? "localhost"}`;
      const pathname = new URL(incoming.url ?? "/", origin).pathname;
      for (const route of routes) {
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        if (!modules.has(route.file)) modules.set(route.file, import(route.file) as Promise<Record<string, unknown>>);
        const handler = (await modules.get(route.file))?.[incoming.method ?? "GET"] as Handler | undefined;
        if (!handler) {
          outgoing.writeHead(405).end();
          return;
        }
        const params = Object.fromEntries(
          route.names.map((name, index) => {
            const value = decodeURIComponent(match[index + 1] ?? "");
            return [name, route.specificity.includes(0) && name === route.names.at(-1) ? value.split("/") : value];
          }),
        );
        await send(await handler(await toRequest(incoming, outgoing, origin), { params: Promise.resolve(params) }), outgoing);
        return;
      }
      outgoing.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ status: 404 }));
    })().catch((error: unknown) => {
      if (outgoing.headersSent) outgoing.destroy(error instanceof Error ? error : undefined);
      else outgoing.writeHead(599).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
