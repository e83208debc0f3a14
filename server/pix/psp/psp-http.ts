// HTTP to a PSP, with mutual TLS done here: the merchant's client certificate and key (PEM, or
// PKCS#12 with its password) go into the Agent of every token and API call. A failure is classified
// (DNS, connection refused, TLS, certificate refused, HTTP status) so a merchant testing their
// connection is told exactly what went wrong.
import { request as httpRequest } from "node:http";
import { Agent, request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { createSecureContext } from "node:tls";

export type TlsCredentials = {
  /** Client certificate and key, PEM. */
  cert?: string;
  key?: string;
  /** Client certificate and key as one PKCS#12 file, with its password. */
  pfx?: Buffer;
  passphrase?: string;
  /** PEM certificates to trust for the PSP's server (a sandbox PSP's own CA); the system's otherwise. */
  ca?: string;
};

export type PspFailureKind =
  | "dns"
  | "tcp_refused"
  | "timeout"
  | "server_certificate"
  | "client_certificate_invalid"
  | "client_certificate_refused"
  | "tls"
  | "network"
  | "unauthorized"
  | "forbidden"
  | "http"
  | "answer";

export class PspError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly kind: PspFailureKind = status === 401 ? "unauthorized" : status === 403 ? "forbidden" : status ? "http" : "answer",
  ) {
    super(message);
    this.name = "PspError";
  }
}

/**
 * A PspError by its shape, not its class: an adapter cached on globalThis by one bundle throws the
 * class of its own copy of this module, which instanceof in another bundle's copy does not know.
 */
export function isPspError(error: unknown): error is PspError {
  return error instanceof Error && error.name === "PspError" && typeof (error as { kind?: unknown }).kind === "string";
}

export type PspResponse = { status: number; ok: boolean; json: () => Promise<unknown> };

const SERVER_CERTIFICATE_CODES = new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** What a network error means to the merchant, as a PspError of its kind. */
export function classifyNetworkError(error: unknown, host: string): PspError {
  const code = (error as { code?: unknown })?.code;
  const text = typeof code === "string" ? code : "";
  if (isPspError(error)) return error;
  if (text === "ENOTFOUND" || text === "EAI_AGAIN") return new PspError(`DNS: the name ${host} could not be resolved`, undefined, "dns");
  if (text === "ECONNREFUSED") return new PspError(`TCP: ${host} refused the connection`, undefined, "tcp_refused");
  if (text === "ETIMEDOUT" || text === "PSP_TIMEOUT") return new PspError(`${host} did not answer in time`, undefined, "timeout");
  if (SERVER_CERTIFICATE_CODES.has(text)) {
    return new PspError(`TLS: the server certificate of ${host} is not trusted (${text})`, undefined, "server_certificate");
  }
  // The server's TLS alerts: no certificate sent, or one it does not accept.
  if (/ALERT_(CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|ACCESS_DENIED|HANDSHAKE_FAILURE|DECRYPT_ERROR)/.test(text)) {
    return new PspError(`TLS: ${host} refused the client certificate (${text})`, undefined, "client_certificate_refused");
  }
  if (text === "ECONNRESET" || text.startsWith("ERR_SSL") || text.startsWith("ERR_TLS")) {
    return new PspError(`TLS: the connection to ${host} was closed during the handshake (${text}); a refused client certificate does this`, undefined, "tls");
  }
  return new PspError(`network: ${host} could not be reached (${text || "unknown error"})`, undefined, "network");
}

/** An Agent carrying the client certificate; the credentials are checked here so a bad file is named as such. */
export function pspAgent(tls: TlsCredentials | undefined, lookup?: LookupFunction): Agent {
  const options = { cert: tls?.cert, key: tls?.key, pfx: tls?.pfx, passphrase: tls?.passphrase, ca: tls?.ca };
  try {
    createSecureContext(options);
  } catch (error) {
    const reason = /mac verify|bad decrypt/i.test(String(error)) ? "wrong PKCS#12 password" : "not a valid certificate and key";
    throw new PspError(`the client certificate could not be read: ${reason}`, undefined, "client_certificate_invalid");
  }
  return new Agent({ ...options, keepAlive: true, ...(lookup ? { lookup } : {}) });
}

/**
 * The whole exchange's limit, however steadily a slow PSP trickles its answer (the idle timeout
 * alone would wait for ever), and the largest answer read: API Pix answers are a few kilobytes.
 */
export const PSP_DEADLINE_MS = 30_000;
export const PSP_MAX_BODY_BYTES = 1024 * 1024;

export function pspRequest(params: {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Idle: the longest silence on the connection. */
  timeoutMs: number;
  /** The whole exchange, from connecting to the answer's last byte. */
  deadlineMs?: number;
  maxBodyBytes?: number;
  agent: Agent;
  /** Resolves host names for plain-http calls (https calls use the agent's). */
  lookup?: LookupFunction;
}): Promise<PspResponse> {
  const url = new URL(params.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const deadlineMs = params.deadlineMs ?? PSP_DEADLINE_MS;
  const maxBodyBytes = params.maxBodyBytes ?? PSP_MAX_BODY_BYTES;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
    };
    const fail = (error: unknown) => settle(() => reject(classifyNetworkError(error, url.host)));
    /** Ends the exchange with this error, whatever stage it is in. */
    const abandon = (error: PspError) => {
      fail(error);
      request.destroy();
    };
    const deadline = setTimeout(() => abandon(new PspError(`${url.host} did not finish answering within ${deadlineMs} ms`, undefined, "timeout")), deadlineMs);
    const tooLarge = () => new PspError(`the PSP's answer is larger than ${maxBodyBytes} bytes; it was not read`, undefined, "answer");
    const request = send(
      url,
      {
        method: params.method,
        headers: { accept: "application/json", ...params.headers, ...(params.body === undefined ? {} : { "content-length": Buffer.byteLength(params.body).toString() }) },
        ...(url.protocol === "https:" ? { agent: params.agent } : params.lookup ? { lookup: params.lookup } : {}),
        timeout: params.timeoutMs,
      },
      (response) => {
        if (Number(response.headers["content-length"] ?? 0) > maxBodyBytes) return abandon(tooLarge());
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBodyBytes) return abandon(tooLarge());
          chunks.push(chunk);
        });
        response.on("error", fail);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const status = response.statusCode ?? 0;
          settle(() => resolve({
            status,
            ok: status >= 200 && status < 300,
            json: async () => {
              try {
                return JSON.parse(text) as unknown;
              } catch {
                throw new PspError(`the PSP answered HTTP ${status} with a body that is not JSON`, undefined, "answer");
              }
            },
          }));
        });
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "PSP_TIMEOUT" })));
    request.on("error", fail);
    request.end(params.body);
  });
}
