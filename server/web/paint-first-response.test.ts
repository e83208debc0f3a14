import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { isPaintFirstRequest, paintFirst } from "./paint-first-response.mjs";

const head = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async="" nonce="abc"></script></head>';
const body = "<body><h1>R$ 10,00</h1></body></html>";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers as `handler` does, with paintFirst in front of it as production-server.mjs puts it. */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  server = createServer((request, response) => {
    if (isPaintFirstRequest(request)) paintFirst(request, response);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Answers like Next.js: headers set one by one, the page streamed in parts; it notes what it was asked. */
function streamedPage(seen: { acceptEncoding?: string }) {
  return (request: IncomingMessage, response: ServerResponse) => {
    seen.acceptEncoding = request.headers["accept-encoding"];
    response.statusCode = 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("vary", "rsc");
    response.write(head.slice(0, 40));
    setTimeout(() => {
      response.write(Buffer.from(head.slice(40)));
      response.end(body);
    }, 5);
  };
}

describe("paintFirst", () => {
  it("rewrites the checkout's HTML and gzips it itself, Next.js being asked for plain text", async () => {
    const seen: { acceptEncoding?: string } = {};
    const port = await serve(streamedPage(seen));
    const answer = await get(port, "/checkout/abc123", { "accept-encoding": "gzip, deflate, br" });
    expect(seen.acceptEncoding).toBeUndefined();
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("rsc, Accept-Encoding");
    const html = gunzipSync(answer.body).toString("utf8");
    expect(html).not.toContain('<script src="/_next/static/chunks/app.js"');
    expect(html).toContain('<h1>R$ 10,00</h1><script nonce="abc">');
    expect(html).toContain('["/_next/static/chunks/app.js"]');
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("sends plain text to a browser that does not accept gzip", async () => {
    const port = await serve(streamedPage({}));
    const answer = await get(port, "/checkout/abc123?lang=pt-BR");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toContain('<h1>R$ 10,00</h1><script nonce="abc">');
  });

  it("gzips an answer that is not HTML without touching it, and passes a 304 as it is", async () => {
    const port = await serve((request, response) => {
      if (request.url?.endsWith("?old")) {
        response.writeHead(304, { etag: '"x"' });
        response.end();
        return;
      }
      response.writeHead(307, { "content-type": "text/plain", location: "/checkout/unreadable-link", "content-length": "9" });
      response.end("Redirect.");
    });
    const redirect = await get(port, "/checkout/abc", { "accept-encoding": "gzip" });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.location).toBe("/checkout/unreadable-link");
    expect(gunzipSync(redirect.body).toString("utf8")).toBe("Redirect.");
    const notModified = await get(port, "/checkout/abc?old", { "accept-encoding": "gzip" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves every other request to Next.js as it came", async () => {
    const seen: { acceptEncoding?: string } = {};
    const port = await serve(streamedPage(seen));
    for (const path of ["/checkout/abc/receipt", "/pay/abc", "/dashboard", "/checkout/abc?_rsc=1x2"]) {
      const answer = await get(port, path, { "accept-encoding": "gzip" });
      expect(seen.acceptEncoding).toBe("gzip");
      expect(answer.body.toString("utf8")).toBe(head + body);
    }
    const navigation = await get(port, "/checkout/abc", { "accept-encoding": "gzip", rsc: "1" });
    expect(navigation.body.toString("utf8")).toBe(head + body);
  });
});
