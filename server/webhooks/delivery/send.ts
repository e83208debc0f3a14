// One webhook HTTP POST: guarded connection, hard deadline, no redirects, a bounded read of the
// answer. Never throws: every outcome becomes a result with an error kind the attempt log stores.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { env } from "@/kernel/env";
import { checkUrlShape, defaultGuardOptions, guardedLookup, isBlockedAddress, type GuardOptions } from "./ssrf-guard";

export type SendErrorKind = "timeout" | "refused" | "dns" | "tls" | "blocked" | "redirect" | "http";

export type SendResult = {
  ok: boolean;
  statusCode: number | null;
  errorKind: SendErrorKind | null;
  latencyMs: number;
  /** First bytes of the answer (or a description of the transport error), at most excerptBytes. */
  excerpt: string | null;
};

export type SendOptions = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
  guard?: GuardOptions;
  /** Bytes of the answer read before the connection is dropped (a huge body must not fill memory). */
  maxReadBytes?: number;
  excerptBytes?: number;
};

export const userAgent = "Ponte-Webhooks/1.0";
const defaultMaxReadBytes = 64 * 1024;
const defaultExcerptBytes = 2 * 1024;

type Agents = { http: http.Agent; https: https.Agent };
const agentsByGuard = new WeakMap<GuardOptions, Agents>();
let defaultGuard: GuardOptions | undefined;

/** Keep-alive agents per guard policy: a socket opened under a relaxed policy never serves a strict one. */
function agentsFor(guard: GuardOptions): Agents {
  const existing = agentsByGuard.get(guard);
  if (existing) return existing;
  const lookup = guardedLookup(guard);
  // Idle sockets are dropped after 30 s rather than kept until the receiver closes them.
  const options = { keepAlive: true, maxSockets: 256, timeout: 30_000, lookup };
  const created = { http: new http.Agent(options), https: new https.Agent(options) };
  agentsByGuard.set(guard, created);
  return created;
}

/** Tests and benchmarks close idle keep-alive sockets so a process can exit. */
export function closeIdleConnections(guard?: GuardOptions) {
  const target = guard ?? defaultGuard;
  if (!target) return;
  const agents = agentsByGuard.get(target);
  agents?.http.destroy();
  agents?.https.destroy();
  agentsByGuard.delete(target);
}

const tlsCodes = new Set([
  "EPROTO",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
]);

function kindOf(error: NodeJS.ErrnoException): SendErrorKind {
  const code = error.code ?? "";
  if (code === "EWEBHOOKBLOCKED") return "blocked";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL" || code === "EAI_NONAME") return "dns";
  if (tlsCodes.has(code) || code.startsWith("ERR_TLS") || code.startsWith("ERR_SSL") || code.startsWith("CERT_"))
    return "tls";
  if (code === "ETIMEDOUT") return "timeout";
  // Resets, unreachable hosts and the like: the receiver could not be reached.
  return "refused";
}

/** Postgres text refuses NUL bytes; the excerpt is for people, so they are dropped. */
const cleanExcerpt = (bytes: Buffer, limit: number) =>
  bytes.subarray(0, limit).toString("utf8").replace(/\u0000/g, "");

/**
 * A kept-alive socket the receiver closed at the same moment fails with a reset before any answer;
 * that request never reached the receiver's application, so it is sent once more on a new socket.
 */
export async function sendWebhook(options: SendOptions): Promise<SendResult> {
  const first = await sendOnce(options);
  if (!first.staleSocket) return first.result;
  return (await sendOnce(options)).result;
}

function sendOnce(options: SendOptions): Promise<{ result: SendResult; staleSocket: boolean }> {
  if (!options.guard) defaultGuard ??= defaultGuardOptions();
  const guard = options.guard ?? defaultGuard ?? defaultGuardOptions();
  const timeoutMs = options.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS;
  const maxReadBytes = options.maxReadBytes ?? defaultMaxReadBytes;
  const excerptBytes = options.excerptBytes ?? defaultExcerptBytes;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const done = (result: SendResult) => ({ result, staleSocket: false });

  const shape = checkUrlShape(options.url, guard);
  if (!shape.ok) {
    return Promise.resolve(done({ ok: false, statusCode: null, errorKind: "blocked", latencyMs: 0, excerpt: shape.reason }));
  }
  const url = shape.url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Node skips `lookup` for IP literals, so those are checked here instead.
  if (!guard.allowPrivate && net.isIP(host) && isBlockedAddress(host)) {
    return Promise.resolve(done({ ok: false, statusCode: null, errorKind: "blocked", latencyMs: 0, excerpt: "blocked address" }));
  }
  const agents = agentsFor(guard);
  const transport = url.protocol === "https:" ? https : http;
  const payload = Buffer.from(options.body);

  return new Promise((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let headersLatency = 0;
    const chunks: Buffer[] = [];
    let received = 0;

    const finish = (result: Omit<SendResult, "latencyMs"> & { latencyMs?: number }, staleSocket = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ result: { ...result, latencyMs: result.latencyMs ?? elapsed() }, staleSocket });
    };
    const finishWithStatus = () => {
      const code = statusCode ?? 0;
      const ok = code >= 200 && code < 300;
      finish({
        ok,
        statusCode: code,
        errorKind: ok ? null : "http",
        latencyMs: headersLatency,
        excerpt: cleanExcerpt(Buffer.concat(chunks), excerptBytes),
      });
    };

    const request = transport.request({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: "POST",
      agent: url.protocol === "https:" ? agents.https : agents.http,
      headers: {
        ...options.headers,
        "content-type": "application/json",
        "content-length": String(payload.length),
        "user-agent": userAgent,
      },
    });

    const timer = setTimeout(() => {
      // Once the status line arrived the outcome is known; a slow body only shortens the excerpt.
      if (statusCode !== null) finishWithStatus();
      else finish({ ok: false, statusCode: null, errorKind: "timeout", excerpt: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);

    request.on("response", (response) => {
      statusCode = response.statusCode ?? 0;
      headersLatency = elapsed();
      if (statusCode >= 300 && statusCode < 400) {
        // Redirects are never followed: the Location could point anywhere, including inside.
        const location = response.headers.location ?? "";
        finish({
          ok: false,
          statusCode,
          errorKind: "redirect",
          latencyMs: headersLatency,
          excerpt: `redirect to ${location}`.slice(0, excerptBytes),
        });
        response.destroy();
        return;
      }
      response.on("data", (chunk: Buffer) => {
        if (settled) return;
        const room = maxReadBytes - received;
        chunks.push(room < chunk.length ? chunk.subarray(0, room) : chunk);
        received += Math.min(room, chunk.length);
        if (received >= maxReadBytes) {
          finishWithStatus();
          response.destroy();
        }
      });
      response.on("end", finishWithStatus);
      response.on("error", finishWithStatus);
      response.on("close", finishWithStatus);
    });

    request.on("error", (error: NodeJS.ErrnoException) => {
      if (statusCode !== null) {
        finishWithStatus();
        return;
      }
      const errorKind = kindOf(error);
      const staleSocket = request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      finish({ ok: false, statusCode: null, errorKind, excerpt: `${error.code ?? "error"}: ${error.message}`.slice(0, excerptBytes) }, staleSocket);
    });

    request.end(payload);
  });
}
