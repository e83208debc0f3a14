import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { startApiServer } from "@/server/testing/api-server";
import { createUser } from "@/server/testing/fixtures";

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

/** Sends the headers and the start of a JSON body, then hangs up. */
async function hangUpMidBody(token: string) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    [
      "POST /api/payments/v2/crypto HTTP/1.1",
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${token}`,
      "Content-Type: application/json",
      "Content-Length: 200",
      "",
      '{"amount": 10',
    ].join("\r\n"),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
}

describe("a client that hangs up mid-request", () => {
  it("is logged as a closed request, not as a server error", async () => {
    const { token } = await createUser(await getDb());
    // Loads the route first, so the request below is being read when the client hangs up.
    expect((await fetch(`${server.url}/api/payments/v2/crypto`)).status).toBe(405);
    const logged = vi.spyOn(console, "log");
    const errors = vi.spyOn(console, "error");
    try {
      await hangUpMidBody(token);
      await vi.waitFor(() => {
        const closed = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
        expect(closed).toContainEqual(
          expect.objectContaining({ level: "info", message: "client closed the request", method: "POST" }),
        );
      });
      expect(errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("request failed"))).toEqual([]);
    } finally {
      logged.mockRestore();
      errors.mockRestore();
    }
  });
});
