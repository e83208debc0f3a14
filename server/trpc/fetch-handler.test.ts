import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { BODY_LIMIT_BYTES } from "@/server/rest/read-body";
import { createUser } from "@/server/testing/fixtures";
import { callerFor } from "@/server/testing/trpc";
import { startReceiver } from "@/server/testing/webhook-receiver";
import { handleTrpcRequest } from "./fetch-handler";

const APP_URL = "https://pay.example.com";
const endpoint = `${APP_URL}/api/trpc`;

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((_request, response) => response.writeHead(200).end("ok"));
});
afterAll(async () => {
  await receiver.close();
});

/** A merchant with a webhook endpoint, and a way to read its current secret. */
async function merchantWithWebhook() {
  const db = await getDb();
  const { actor } = await createUser(db);
  const caller = await callerFor(actor);
  await caller.webhooks.setUrl({ url: `${receiver.url}/hooks` });
  const secret = async () => (await caller.webhooks.revealSecret())?.secret;
  return { actor, secret };
}

const serve = async (actor: Actor, request: Request) =>
  handleTrpcRequest({ request, appUrl: APP_URL, createContext: async () => ({ db: await getDb(), actor, requestId: "test" }) });

const post = (path: string, init: { headers?: Record<string, string>; body?: BodyInit }) =>
  new Request(`${endpoint}/${path}`, { method: "POST", ...init });

const json = { "content-type": "application/json" };

describe("tRPC mutations from other sites (CSRF)", () => {
  it("refuses a multipart POST from another site with the session cookie, and the secret stays", async () => {
    const { actor, secret } = await merchantWithWebhook();
    const before = await secret();
    const form = new FormData();
    form.set("anything", "1");
    const response = await serve(
      actor,
      post("webhooks.rotateSecret", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: form }),
    );
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error.data.appCode).toBe("cross_site_request");
    expect(body.error.message).toMatch(/only from this application's own pages/);
    expect(await secret()).toBe(before);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "Sec-Fetch-Site: same-origin", headers: { "sec-fetch-site": "same-origin", origin: APP_URL } },
    { name: "an Origin equal to APP_URL's", headers: { origin: APP_URL } },
    { name: "an Origin naming the host it was sent to", headers: { origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000" } },
    { name: "no Origin and no Sec-Fetch-Site (not a browser)", headers: {} },
  ])("rotates the secret for a JSON POST with $name", async ({ headers }) => {
    const { actor, secret } = await merchantWithWebhook();
    const before = await secret();
    const response = await serve(actor, post("webhooks.rotateSecret", { headers: { ...json, ...headers }, body: "{}" }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.data.secret).toMatch(/^whsec_/);
    expect(await secret()).toBe(body.result.data.secret);
    expect(body.result.data.secret).not.toBe(before);
  });

  it.each<{ name: string; headers: Record<string, string>; status: number; code: string }>([
    { name: "JSON from another site", headers: { ...json, origin: "https://evil.example" }, status: 403, code: "cross_site_request" },
    { name: "JSON marked cross-site", headers: { ...json, "sec-fetch-site": "cross-site", origin: "https://evil.example" }, status: 403, code: "cross_site_request" },
    { name: "JSON from a sibling subdomain", headers: { ...json, "sec-fetch-site": "same-site", origin: "https://blog.example.com" }, status: 403, code: "cross_site_request" },
    { name: "JSON from an opaque origin", headers: { ...json, origin: "null" }, status: 403, code: "cross_site_request" },
    { name: "JSON marked cross-site without an Origin", headers: { ...json, "sec-fetch-site": "cross-site" }, status: 403, code: "cross_site_request" },
    { name: "a url-encoded form from another site", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" }, status: 403, code: "cross_site_request" },
    { name: "a same-origin multipart body", headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" }, status: 415, code: "unsupported_media_type" },
    { name: "a same-origin octet-stream body", headers: { "content-type": "application/octet-stream", "sec-fetch-site": "same-origin" }, status: 415, code: "unsupported_media_type" },
    { name: "a same-origin text/plain body", headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" }, status: 415, code: "unsupported_media_type" },
    { name: "a same-origin body without a Content-Type", headers: { "sec-fetch-site": "same-origin" }, status: 415, code: "unsupported_media_type" },
  ])("refuses $name with $status $code and leaves the secret", async ({ headers, status, code }) => {
    const { actor, secret } = await merchantWithWebhook();
    const before = await secret();
    const response = await serve(actor, post("webhooks.rotateSecret", { headers, body: "{}" }));
    expect(response.status).toBe(status);
    expect((await response.json()).error.data.appCode).toBe(code);
    expect(await secret()).toBe(before);
  });

  it("answers each call of a refused batch in tRPC's batch shape", async () => {
    const { actor, secret } = await merchantWithWebhook();
    const before = await secret();
    const request = new Request(`${endpoint}/webhooks.rotateSecret,webhooks.sendTest?batch=1`, {
      method: "POST",
      headers: { ...json, origin: "https://evil.example" },
      body: JSON.stringify({ 0: {}, 1: {} }),
    });
    const response = await serve(actor, request);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { data: { appCode: string } } }[];
    expect(body.map((entry) => entry.error.data.appCode)).toEqual(["cross_site_request", "cross_site_request"]);
    expect(await secret()).toBe(before);
  });

  it("leaves queries (GET) from any site alone", async () => {
    const { actor } = await merchantWithWebhook();
    const request = new Request(`${endpoint}/webhooks.settings`, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    const response = await serve(actor, request);
    expect(response.status).toBe(200);
    expect((await response.json()).result.data.url).toBe(`${receiver.url}/hooks`);
  });
});

describe("tRPC body limit", () => {
  const sameOrigin = { ...json, "sec-fetch-site": "same-origin" };
  const padded = (bytes: number) => {
    const frame = JSON.stringify({ pad: "" });
    return JSON.stringify({ pad: "x".repeat(bytes - frame.length) });
  };

  it("serves a body of exactly 64 KiB", async () => {
    const { actor } = await merchantWithWebhook();
    const body = padded(BODY_LIMIT_BYTES);
    expect(Buffer.byteLength(body)).toBe(BODY_LIMIT_BYTES);
    const response = await serve(actor, post("webhooks.rotateSecret", { headers: sameOrigin, body }));
    expect(response.status).toBe(200);
  });

  it("answers 413 to a body one byte over, and the secret stays", async () => {
    const { actor, secret } = await merchantWithWebhook();
    const before = await secret();
    const response = await serve(actor, post("webhooks.rotateSecret", { headers: sameOrigin, body: padded(BODY_LIMIT_BYTES + 1) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error.data.appCode).toBe("payload_too_large");
    expect(await secret()).toBe(before);
  });

  it("stops reading a chunked body without a length once it passes 64 KiB", async () => {
    const { actor } = await merchantWithWebhook();
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${endpoint}/webhooks.rotateSecret`, {
      method: "POST",
      headers: sameOrigin,
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await serve(actor, request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(256 * 1024);
  });
});
