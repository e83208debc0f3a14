import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { activeSecrets, newWebhookSecret, signWebhook } from "./sign";

const body = JSON.stringify({ id: "evt_1", type: "invoice.paid", data: { invoice: { id: "7" } } });

describe("signWebhook", () => {
  it("produces headers the standardwebhooks receiver library accepts", () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ secrets: [secret], id: "evt_1", body });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers["webhook-id"]).toBe("evt_1");
  });

  it("fails verification when the body was tampered with", () => {
    const secret = newWebhookSecret();
    const headers = signWebhook({ secrets: [secret], id: "evt_1", body });
    const tampered = body.replace("invoice.paid", "invoice.canceled");
    expect(() => new Webhook(secret).verify(tampered, headers)).toThrow(/signature/i);
  });

  it("fails verification when the timestamp is 6 minutes old", () => {
    const secret = newWebhookSecret();
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000);
    const headers = signWebhook({ secrets: [secret], id: "evt_1", body, now: sixMinutesAgo });
    expect(() => new Webhook(secret).verify(body, headers)).toThrow(/too old/i);
  });

  it("fails verification with another secret", () => {
    const headers = signWebhook({ secrets: [newWebhookSecret()], id: "evt_1", body });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it("signs with every active secret so both old and new verify during a rotation", () => {
    const oldSecret = newWebhookSecret();
    const newSecret = newWebhookSecret();
    const headers = signWebhook({ secrets: [newSecret, oldSecret], id: "evt_2", body });
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(headers["webhook-signature"].split(" ").every((part) => part.startsWith("v1,"))).toBe(true);
    expect(() => new Webhook(oldSecret).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newSecret).verify(body, headers)).not.toThrow();
  });

  it("makes secrets in the whsec_ base64 format", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(24);
  });
});

describe("activeSecrets", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("keeps the previous secret until its expiry", () => {
    const endpoint = { secret: "new", previousSecret: "old", previousSecretExpiresAt: new Date("2026-11-23T11:00:00Z") };
    expect(activeSecrets(endpoint, now)).toEqual(["new", "old"]);
  });
  it("drops the previous secret once expired", () => {
    const endpoint = { secret: "new", previousSecret: "old", previousSecretExpiresAt: new Date("2026-11-22T11:59:59Z") };
    expect(activeSecrets(endpoint, now)).toEqual(["new"]);
  });
  it("uses the current secret alone when there was no rotation", () => {
    expect(activeSecrets({ secret: "only", previousSecret: null, previousSecretExpiresAt: null }, now)).toEqual(["only"]);
  });
});
