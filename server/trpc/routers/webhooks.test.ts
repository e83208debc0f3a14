import { TRPCError } from "@trpc/server";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcCodeOf } from "@/server/testing/trpc";
import { closeIdleConnections } from "@/server/webhooks/delivery/send";
import { insertTestInvoice } from "@/server/testing/invoices";
import { startReceiver } from "@/server/testing/webhook-receiver";

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((request, response) =>
    response.writeHead(request.url === "/down" ? 503 : 200).end(request.url === "/down" ? "maintenance" : "ok"),
  );
});
afterAll(async () => {
  closeIdleConnections();
  await receiver.close();
});

describe("webhook settings through tRPC", () => {
  it("sets the URL, reveals and rotates the secret, sends a test event and shows it in the log", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const caller = await callerFor(actor);

    expect(await caller.webhooks.settings()).toBeNull();
    expect(await trpcCodeOf(caller.webhooks.sendTest())).toBe("UNPROCESSABLE_CONTENT");
    const saved = await caller.webhooks.setUrl({ url: `${receiver.url}/hooks` });
    expect(saved.secret).toMatch(/^whsec_/);
    expect(await caller.webhooks.settings()).toMatchObject({ url: `${receiver.url}/hooks`, secret: null });
    expect((await caller.webhooks.revealSecret())?.secret).toBe(saved.secret);

    // Changing the URL keeps the secret receivers already verify with.
    await caller.webhooks.setUrl({ url: `${receiver.url}/hooks/v2` });
    expect((await caller.webhooks.revealSecret())?.secret).toBe(saved.secret);

    const rotated = await caller.webhooks.rotateSecret();
    expect(rotated.secret).not.toBe(saved.secret);
    expect((await caller.webhooks.settings())?.previousSecretExpiresAt).toEqual(rotated.previousSecretExpiresAt);

    const before = receiver.requests.length;
    const result = await caller.webhooks.sendTest();
    expect(result).toMatchObject({ ok: true, statusCode: 200, errorKind: null, excerpt: "ok" });
    const request = receiver.requests[before];
    expect(request?.url).toBe("/hooks/v2");
    const headers = request?.headers as Record<string, string>;
    for (const secret of [saved.secret, rotated.secret]) {
      expect(new Webhook(secret).verify(request?.body ?? "", headers)).toMatchObject({ id: result.eventId, type: "webhook.test" });
    }

    const log = await caller.webhooks.deliveries({});
    expect(log.deliveries[0]).toMatchObject({
      eventId: result.eventId,
      eventType: "webhook.test",
      invoiceId: null,
      state: "succeeded",
      nextAttemptAt: null,
      attempts: [{ statusCode: 200, errorKind: null, responseExcerpt: "ok", trigger: "test" }],
    });
  });

  it("refuses a URL that is not http(s), with the field named", async () => {
    const db = await getDb();
    const caller = await callerFor((await createUser(db)).actor);
    const error = await caller.webhooks.setUrl({ url: "gopher://example.com/" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("reports a failed test event without retrying it", async () => {
    const db = await getDb();
    const caller = await callerFor((await createUser(db)).actor);
    await caller.webhooks.setUrl({ url: `${receiver.url}/down` });
    expect(await caller.webhooks.sendTest()).toMatchObject({ ok: false, statusCode: 503, errorKind: "http", excerpt: "maintenance" });
    const log = await caller.webhooks.deliveries({});
    expect(log.deliveries[0]).toMatchObject({ state: "failed", nextAttemptAt: null });
  });

  it("lists an invoice's deliveries and resends them, but never another merchant's", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const ownerCaller = await callerFor(owner.actor);
    const strangerCaller = await callerFor(stranger.actor);
    await ownerCaller.webhooks.setUrl({ url: receiver.url });
    const invoice = await insertTestInvoice(db, { userId: owner.user.id });

    const log = await ownerCaller.webhooks.deliveries({ invoiceId: invoice.id });
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({ eventType: "invoice.created", invoiceId: invoice.id, state: "pending" });
    const deliveryId = log.deliveries[0]?.id ?? 0;

    expect(await ownerCaller.webhooks.resendDelivery({ deliveryId })).toMatchObject({ status: "success", statusCode: 200 });
    expect(await ownerCaller.webhooks.resendInvoice({ invoiceId: invoice.id })).toMatchObject({ status: "success" });
    const after = await ownerCaller.webhooks.deliveries({ invoiceId: invoice.id });
    expect(after.deliveries[0]?.attempts.map((attempt) => attempt.trigger)).toEqual(["resend", "resend"]);

    expect(await trpcCodeOf(strangerCaller.webhooks.deliveries({ invoiceId: invoice.id }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf(strangerCaller.webhooks.resendDelivery({ deliveryId }))).toBe("NOT_FOUND");
    expect(await trpcCodeOf(strangerCaller.webhooks.resendInvoice({ invoiceId: invoice.id }))).toBe("NOT_FOUND");
    expect((await strangerCaller.webhooks.deliveries({})).deliveries).toEqual([]);

    const operator = await callerFor((await createUser(db, { role: "operator" })).actor);
    expect((await operator.webhooks.deliveries({ invoiceId: invoice.id })).deliveries).toHaveLength(1);
  });

  it("requires a signed-in user", async () => {
    const caller = await callerFor(null);
    expect(await trpcCodeOf(caller.webhooks.settings())).toBe("UNAUTHORIZED");
  });
});
