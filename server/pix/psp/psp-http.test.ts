import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PspError, pspAgent, pspRequest } from "./psp-http";

let server: Server;
let base: string;
const agent = pspAgent(undefined);

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/trickle") {
      // A byte every 50 ms, never done: the idle timeout never fires.
      response.writeHead(200, { "content-type": "application/json" });
      const timer = setInterval(() => response.write(" "), 50);
      response.on("close", () => clearInterval(timer));
      return;
    }
    if (request.url === "/large") {
      response.writeHead(200, { "content-type": "application/json" });
      response.write(`"${"x".repeat(3000)}`);
      response.end(`"`);
      return;
    }
    if (request.url === "/large-declared") {
      response.writeHead(200, { "content-type": "application/json", "content-length": "5000" });
      response.end("x".repeat(5000));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, limits: { deadlineMs?: number; maxBodyBytes?: number } = {}) =>
  pspRequest({ url: `${base}${path}`, method: "GET", headers: {}, timeoutMs: 1_000, agent, ...limits });

describe("pspRequest's limits", () => {
  it("reads an answer within its limits", async () => {
    const response = await get("/ok", { deadlineMs: 2_000, maxBodyBytes: 1_024 });
    expect(await response.json()).toEqual({ ok: true });
  });

  it("gives up on an answer that trickles past the deadline, as a timeout", async () => {
    const started = Date.now();
    const error = await get("/trickle", { deadlineMs: 300 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PspError);
    expect(error).toMatchObject({ kind: "timeout", message: expect.stringContaining("did not finish answering within 300 ms") });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ["an answer larger than the cap as it arrives", "/large"],
    ["an answer whose declared length is over the cap", "/large-declared"],
  ])("refuses %s, naming the limit", async (_name, path) => {
    await expect(get(path, { maxBodyBytes: 1_024 })).rejects.toMatchObject({ kind: "answer", message: "the PSP's answer is larger than 1024 bytes; it was not read" });
  });
});
