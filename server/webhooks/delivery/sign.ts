// Standard Webhooks signing: webhook-id, webhook-timestamp and one `v1,<base64 HMAC-SHA256>` per
// active secret, so receivers verify with the `standardwebhooks` package (and keep verifying with
// the old secret during a rotation).
import { createHmac, randomBytes } from "node:crypto";

const secretPrefix = "whsec_";

/** A new signing secret: 24 random bytes, base64, with the whsec_ prefix receivers expect. */
export const newWebhookSecret = () => `${secretPrefix}${randomBytes(24).toString("base64")}`;

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret;
  const key = Buffer.from(encoded, "base64");
  if (key.length === 0) throw new Error("webhook secret is empty");
  return key;
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` for one secret. */
export function signature(params: { secret: string; id: string; timestamp: number; body: string }) {
  const mac = createHmac("sha256", secretKey(params.secret))
    .update(`${params.id}.${params.timestamp}.${params.body}`)
    .digest("base64");
  return `v1,${mac}`;
}

export type SignedHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/**
 * The three Standard Webhooks headers. Several secrets (current first, then a rotating-out one)
 * give several space-separated signatures; a receiver accepts the message if any one matches.
 */
export function signWebhook(params: { secrets: string[]; id: string; body: string; now?: Date }): SignedHeaders {
  if (params.secrets.length === 0) throw new Error("no webhook secret to sign with");
  const timestamp = Math.floor((params.now ?? new Date()).getTime() / 1000);
  const signatures = params.secrets.map((secret) =>
    signature({ secret, id: params.id, timestamp, body: params.body }),
  );
  return {
    "webhook-id": params.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatures.join(" "),
  };
}

/** The secrets that sign right now: the current one, plus the previous one until it expires. */
export function activeSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousStillValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime();
  return previousStillValid && endpoint.previousSecret ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}
