// @ts-check
// Applies paint-first.mjs to the hosted checkout's HTML as the production server sends it. Next.js
// compresses what it writes, so the request reaches it without Accept-Encoding: the page comes out
// as text, is rewritten as it streams, then gzipped here when the browser accepts it.
import { StringDecoder } from "node:string_decoder";
import { createGzip } from "node:zlib";
import { createPaintFirstRewriter } from "./paint-first.mjs";

/** The checkout page itself: not its receipt, logo or anything under it, nor a client navigation. */
const CHECKOUT_PAGE = /^\/checkout\/[^/?#]+\/?(?:\?|$)/;

/** @param {import("node:http").IncomingMessage} request */
export function isPaintFirstRequest(request) {
  const url = request.url ?? "";
  // A client-side navigation asks for the page's React data (RSC), never for its HTML.
  return request.method === "GET" && CHECKOUT_PAGE.test(url) && !request.headers.rsc && !/[?&]_rsc=/.test(url);
}

/**
 * Takes over `response`'s writes for one request that isPaintFirstRequest; call before Next.js
 * handles it.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function paintFirst(request, response) {
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
  delete request.headers["accept-encoding"];

  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  /** @type {{ rewriter?: ReturnType<typeof createPaintFirstRewriter>; gzip?: import("node:zlib").Gzip } | null | undefined} */
  let pipeline;
  const decoder = new StringDecoder("utf8");

  /** Decided once, as the headers go out: rewrite HTML, gzip what the browser accepts, or pass. */
  function decide() {
    if (pipeline !== undefined) return;
    const bodiless = response.statusCode === 204 || response.statusCode === 304;
    const rewriter = String(response.getHeader("content-type") ?? "").startsWith("text/html") ? createPaintFirstRewriter() : undefined;
    const gzip = acceptsGzip ? createGzip() : undefined;
    if (bodiless || response.getHeader("content-encoding") || (!rewriter && !gzip)) {
      pipeline = null;
      return;
    }
    response.removeHeader("content-length");
    if (gzip) {
      response.setHeader("content-encoding", "gzip");
      const vary = String(response.getHeader("vary") ?? "");
      if (!/\baccept-encoding\b/i.test(vary)) response.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      gzip.on("data", (data) => write(data));
    }
    pipeline = { rewriter, gzip };
  }

  /** @param {string | Uint8Array} chunk @param {BufferEncoding | undefined} encoding */
  function pass(chunk, encoding) {
    if (!pipeline) return;
    const { rewriter, gzip } = pipeline;
    const out = rewriter ? rewriter.push(typeof chunk === "string" ? chunk : decoder.write(chunk)) : chunk;
    // Rewritten text is the page's UTF-8; anything else goes on as it came.
    const outEncoding = rewriter ? "utf8" : (encoding ?? "utf8");
    if (!gzip) {
      write(out, outEncoding);
      return;
    }
    gzip.write(out, outEncoding);
    // Each part of the stream leaves as it comes, not when the compressor's window fills.
    gzip.flush();
  }

  /** @type {any} */
  const patched = response;
  patched.writeHead = (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = message === undefined ? rest[0] : rest[1];
    response.statusCode = statusCode;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    decide();
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  };
  patched.write = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!pipeline) return write(chunk, encoding, callback);
    pass(chunk, typeof encoding === "string" ? encoding : undefined);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  patched.end = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function");
    const body = typeof chunk === "function" ? undefined : chunk;
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!pipeline) return end(body, typeof encoding === "string" ? encoding : "utf8", done);
    if (body !== undefined && body !== null) pass(body, typeof encoding === "string" ? encoding : undefined);
    const { rewriter, gzip } = pipeline;
    const rest = rewriter ? rewriter.push(decoder.end()) + rewriter.end() : "";
    if (!gzip) return end(rest, "utf8", done);
    gzip.once("end", () => end(done));
    gzip.end(rest);
    return response;
  };
}
