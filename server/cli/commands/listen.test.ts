import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { writeEvent } from "@/db/outbox";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { startReceiver } from "@/server/testing/webhook-receiver";
import { rotateWebhookSecret } from "@/server/webhooks/rotate-webhook-secret";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import { command } from "./listen";

let server: Awaited<ReturnType<typeof startApiServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startApiServer();
  receiver = await startReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const cliIo = () => {
  const lines: string[] = [];
  return { lines, io: { db: getDb, print: (line: string) => lines.push(line) } };
};

describe("ponte listen", () => {
  it("forwards each event of the feed, signed with the endpoint's secret as a delivery is, and prints a line per event", async () => {
    const db = await getDb();
    const merchant = await createUser(db, { sandbox: true, email: "listen@example.com" });
    const { secret } = await setWebhookEndpoint(db, merchant.actor, { url: "https://hooks.example.com/ponte" });
    const created = await api(server.url, "/api/payouts", {
      token: merchant.token,
      body: { pay_currency: "BTC", fiat_currency: "BRL", crypto_amount: "0.001" },
    });
    expect(created.status).toBe(201);
    await api(server.url, `/api/withdrawals/${created.body.response.id}/cancel`, { method: "POST", token: merchant.token });

    // Through the API with a key, from the oldest event.
    const { lines, io } = cliIo();
    await command.run({ "forward-to": `${receiver.url}/hooks`, "api-key": merchant.token, url: server.url, secret, "from-start": true, once: true }, io);
    expect(receiver.requests.map((request) => JSON.parse(request.body).type)).toEqual(["payout.created", "payout.canceled"]);
    const verifier = new Webhook(secret);
    const feed = (await api(server.url, "/api/events", { token: merchant.token })).body.response.data;
    for (const [index, request] of receiver.requests.entries()) {
      expect(request.url).toBe("/hooks");
      const verified = verifier.verify(request.body, {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      });
      expect(verified).toEqual(feed[index]);
      expect(request.headers["webhook-id"]).toBe(feed[index].id);
    }
    expect(lines.filter((line) => / -> 200$/.test(line))).toHaveLength(2);
    expect(lines.some((line) => line.includes("payout.canceled") && line.includes(feed[1].id))).toBe(true);

    // From this database by e-mail, only what comes after the start: nothing yet.
    const local = cliIo();
    await command.run({ "forward-to": `${receiver.url}/hooks`, email: "listen@example.com", once: true }, local.io);
    expect(receiver.requests).toHaveLength(2);

    // From a cursor the developer kept: only what comes after it.
    const firstPage = (await api(server.url, "/api/events?limit=1", { token: merchant.token })).body.response;
    const resumed = cliIo();
    await command.run({ "forward-to": `${receiver.url}/hooks`, email: "listen@example.com", after: firstPage.next_cursor, once: true }, resumed.io);
    expect(receiver.requests.slice(2).map((request) => JSON.parse(request.body).id)).toEqual([feed[1].id]);
    expect(resumed.lines[0]).toContain(`after ${firstPage.next_cursor}`);
  });

  it("signs with both secrets during a rotation, as a delivery does, read from the endpoint at each send", async () => {
    const db = await getDb();
    const merchant = await createUser(db, { sandbox: true, email: "rotating@example.com" });
    const { secret: oldSecret } = await setWebhookEndpoint(db, merchant.actor, { url: "https://hooks.example.com/ponte" });
    const { secret: newSecret } = await rotateWebhookSecret(db, merchant.actor);
    await writeEvent(db, { userId: merchant.user.id, invoiceId: null, type: "webhook.test", data: { message: "rotating" } });
    const before = receiver.requests.length;
    await command.run({ "forward-to": `${receiver.url}/hooks`, email: "rotating@example.com", "from-start": true, once: true }, cliIo().io);
    const [request] = receiver.requests.slice(before);
    expect(String(request?.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const secret of [newSecret, oldSecret]) {
      const verified = new Webhook(secret).verify(request?.body ?? "", {
        "webhook-id": String(request?.headers["webhook-id"]),
        "webhook-timestamp": String(request?.headers["webhook-timestamp"]),
        "webhook-signature": String(request?.headers["webhook-signature"]),
      });
      expect(verified).toMatchObject({ type: "webhook.test" });
    }
  });

  it("takes --after or --from-start, not both, and refuses an --after that is no cursor", async () => {
    const flags = { "forward-to": "http://localhost:4000/hooks", "api-key": "ponte_x", secret: "whsec_eA==" };
    await expect(command.run({ ...flags, after: "now", "from-start": true }, cliIo().io)).rejects.toThrow(/--after or --from-start/);
    await expect(command.run({ ...flags, after: "yesterday" }, cliIo().io)).rejects.toThrow(/--after must be a next_cursor/);
  });

  it("needs the signing secret with an API key, and a source", async () => {
    await expect(command.run({ "forward-to": "http://localhost:4000/hooks", "api-key": "ponte_x" }, cliIo().io)).rejects.toThrow(/--secret/);
    await expect(command.run({ "forward-to": "http://localhost:4000/hooks" }, cliIo().io)).rejects.toThrow(/--api-key/);
  });

  it("names itself and WEBHOOK_ALLOW_PRIVATE_URLS when a localhost webhook URL is refused", async () => {
    const db = await getDb();
    const merchant = await createUser(db);
    const refused = setWebhookEndpoint(db, merchant.actor, { url: "http://localhost:4000/hooks" }, { allowPrivate: false, requireHttps: false });
    await expect(refused).rejects.toThrow(/npx ponte listen --forward-to .*WEBHOOK_ALLOW_PRIVATE_URLS/);
  });
});
