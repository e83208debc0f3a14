import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { createUser } from "@/server/testing/fixtures";
import { setWebhookEndpoint } from "./set-webhook-endpoint";
import type { GuardOptions } from "./delivery/ssrf-guard";

// Private URLs not allowed, as in production (tests otherwise run with WEBHOOK_ALLOW_PRIVATE_URLS=true).
const strict: GuardOptions = {
  allowPrivate: false,
  requireHttps: false,
  resolve: async () => [{ address: "93.184.216.34", family: 4 }],
};

describe("setWebhookEndpoint", () => {
  it.each(["http://127.1/hook", "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/", "http://localhost:3000/"])(
    "refuses %s with the field named, storing nothing",
    async (url) => {
      const db = await getDb();
      const { actor } = await createUser(db);
      const error = await setWebhookEndpoint(db, actor, { url }, strict).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "invalid_input", errors: [{ path: "url" }] });
      expect(await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, actor.userId))).toEqual([]);
    },
  );

  it("stores a public URL with a new secret, and keeps the secret when the URL changes", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const first = await setWebhookEndpoint(db, actor, { url: " https://hooks.example.com/a " }, strict);
    expect(first).toMatchObject({ url: "https://hooks.example.com/a" });
    const second = await setWebhookEndpoint(db, actor, { url: "https://hooks.example.com/b" }, strict);
    expect(second).toEqual({ url: "https://hooks.example.com/b", secret: first.secret });
  });
});
