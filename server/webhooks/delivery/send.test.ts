import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeIdleConnections, sendWebhook, userAgent } from "./send";
import { checkWebhookUrl, type GuardOptions, type Resolver } from "./ssrf-guard";
import { closedPort, startReceiver } from "@/server/testing/webhook-receiver";

const relaxed: GuardOptions = { allowPrivate: true, requireHttps: false };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
  closeIdleConnections(relaxed);
});

async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  closers.push(started.close);
  return started;
}

const body = JSON.stringify({ id: "evt_1", type: "webhook.test" });
const headers = { "webhook-id": "evt_1", "webhook-timestamp": "1", "webhook-signature": "v1,x" };

describe("sendWebhook", () => {
  it("POSTs the JSON body with its headers and reports a 2xx as success", async () => {
    const target = await receiver((_request, response) => response.writeHead(204).end());
    const result = await sendWebhook({ url: `${target.url}/hook?x=1`, body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: true, statusCode: 204, errorKind: null });
    const [request] = target.requests;
    expect(request).toMatchObject({ method: "POST", url: "/hook?x=1", body });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["user-agent"]).toBe(userAgent);
    expect(request?.headers["webhook-id"]).toBe("evt_1");
  });

  it("reports a non-2xx answer as an http failure with its status and an excerpt", async () => {
    const target = await receiver((_request, response) => response.writeHead(500).end("boom"));
    const result = await sendWebhook({ url: target.url, body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: false, statusCode: 500, errorKind: "http", excerpt: "boom" });
  });

  it("stores at most 2 KiB of the answer", async () => {
    const target = await receiver((_request, response) => response.end("é".repeat(5000)));
    const result = await sendWebhook({ url: target.url, body, headers, guard: relaxed });
    expect(Buffer.byteLength(result.excerpt ?? "")).toBeLessThanOrEqual(2048 + 3);
    expect(result.excerpt?.startsWith("éé")).toBe(true);
  });

  it("does not follow a redirect and never calls its target", async () => {
    const redirectTarget = await receiver();
    const target = await receiver((_request, response) =>
      response.writeHead(302, { location: `${redirectTarget.url}/elsewhere` }).end(),
    );
    const result = await sendWebhook({ url: target.url, body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: false, statusCode: 302, errorKind: "redirect" });
    expect(redirectTarget.requests).toHaveLength(0);
  });

  it("gives up after the timeout", async () => {
    const silent = await receiver(() => {});
    const result = await sendWebhook({ url: silent.url, body, headers, guard: relaxed, timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, statusCode: null, errorKind: "timeout" });
    expect(result.latencyMs).toBeGreaterThanOrEqual(190);
    expect(result.latencyMs).toBeLessThan(2000);
  });

  it("reports a refused connection", async () => {
    const port = await closedPort();
    const result = await sendWebhook({ url: `http://127.0.0.1:${port}/`, body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: false, statusCode: null, errorKind: "refused" });
  });

  it("reports a DNS failure", async () => {
    const nothing: Resolver = async () => {
      throw Object.assign(new Error("no such host"), { code: "ENOTFOUND" });
    };
    const guard = { allowPrivate: true, requireHttps: false, resolve: nothing };
    const result = await sendWebhook({ url: "http://nowhere.example.com/", body, headers, guard });
    expect(result).toMatchObject({ ok: false, errorKind: "dns" });
    closeIdleConnections(guard);
  });

  it("reads a 10 MB answer only up to 64 KiB and drops the connection", async () => {
    let bytesWritten = 0;
    let finished = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const target = await receiver((_request, response) => {
      response.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
      const writeMore = () => {
        while (bytesWritten < 10 * 1024 * 1024) {
          bytesWritten += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", writeMore);
        }
        response.end(() => (finished = true));
      };
      response.on("close", () => undefined);
      writeMore();
    });
    const heapBefore = process.memoryUsage().heapUsed;
    const result = await sendWebhook({ url: target.url, body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(result.excerpt).toHaveLength(2048);
    expect(finished).toBe(false);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(5 * 1024 * 1024);
  });

  it("refuses a loopback target when private URLs are not allowed, before connecting", async () => {
    const target = await receiver();
    const strict = { allowPrivate: false, requireHttps: false };
    const result = await sendWebhook({ url: target.url, body, headers, guard: strict });
    expect(result).toMatchObject({ ok: false, errorKind: "blocked" });
    expect(target.requests).toHaveLength(0);
  });

  it("refuses a host whose DNS answer rebinds to loopback, on the connection itself", async () => {
    const target = await receiver();
    let calls = 0;
    // First answer public (as when the URL was saved), then loopback, where the receiver listens.
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }];
    const guard = { allowPrivate: false, requireHttps: false, resolve: rebinding };
    const url = `http://hooks.example.com:${target.port}/`;
    expect((await checkWebhookUrl(url, guard)).ok).toBe(true);
    const result = await sendWebhook({ url, body, headers, guard });
    expect(result).toMatchObject({ ok: false, errorKind: "blocked" });
    expect(target.requests).toHaveLength(0);
    closeIdleConnections(guard);
  });

  it("connects through the guarded lookup to a host name when private URLs are allowed", async () => {
    const target = await receiver();
    const guard = { allowPrivate: true, requireHttps: false, resolve: (async () => [{ address: "127.0.0.1", family: 4 }]) as Resolver };
    const result = await sendWebhook({ url: `http://hooks.example.com:${target.port}/`, body, headers, guard });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(target.requests[0]?.headers.host).toBe(`hooks.example.com:${target.port}`);
    closeIdleConnections(guard);
  });

  it("reports a TLS failure when the receiver does not speak TLS", async () => {
    const plain = await receiver();
    const result = await sendWebhook({ url: plain.url.replace("http:", "https:"), body, headers, guard: relaxed });
    expect(result).toMatchObject({ ok: false, statusCode: null, errorKind: "tls" });
    expect(plain.requests).toHaveLength(0);
  });

  it("sends again on a new connection when a kept-alive socket was closed by the receiver", async () => {
    // The receiver answers the first request of each connection and drops the connection on the next.
    const served = new WeakSet<Socket>();
    let connections = 0;
    const server = http.createServer((request, response) => {
      if (served.has(request.socket)) return void request.socket.destroy();
      served.add(request.socket);
      request.resume();
      request.on("end", () => response.end("ok"));
    });
    server.on("connection", () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    closers.push(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    expect(await sendWebhook({ url, body, headers, guard: relaxed })).toMatchObject({ ok: true });
    expect(await sendWebhook({ url, body, headers, guard: relaxed })).toMatchObject({ ok: true, statusCode: 200 });
    expect(connections).toBe(2);
  });
});
