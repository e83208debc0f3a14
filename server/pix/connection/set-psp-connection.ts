// Saves a merchant's PSP connection (secrets sealed, never shown again) and registers Ponte's
// callback URL for the merchant's PIX key at the PSP (PUT /webhook/{chave}), recording whether
// that worked so the dashboard can say so.
import { randomBytes, X509Certificate } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { pspConnections, type PspConnection } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError, type FieldError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import { pspAgent } from "@/server/pix/psp/psp-http";
import { parseOrThrow } from "@/kernel/validation";
import { checkWebhookUrl } from "@/server/webhooks/delivery/ssrf-guard";
import { openCredentials, sealCredentials, tlsOf, type ConnectionCredentials } from "./credentials";
import { callbackUrlOf, findPspConnection, hashCallbackSecret, pspOfConnection } from "./merchant-psp";
import { describePspFailure } from "./psp-failure";
import { setPspConnectionInput, type PspConnectionView, type SetPspConnectionInput } from "./schemas";
import { toPspConnectionView } from "./get-psp-connection";

const fieldError = (path: string, message: string) => new AppError("invalid_input", undefined, { errors: [{ path, message }] });

function certificateFacts(pem: string | undefined): { subject: string | null; validTo: Date | null } {
  if (!pem) return { subject: null, validTo: null };
  try {
    const certificate = new X509Certificate(pem);
    return { subject: certificate.subject.replace(/\n/g, ", "), validTo: new Date(certificate.validTo) };
  } catch {
    return { subject: null, validTo: null };
  }
}

type ParsedConnectionInput = ReturnType<typeof setPspConnectionInput.parse>;
type SavedConnection = { baseUrl: string; tokenUrl: string; credentials: ConnectionCredentials };

const hasCertificate = (credentials: ConnectionCredentials) => Boolean(credentials.certificatePem || credentials.pkcs12Base64);

/**
 * The saved secrets may only be reused for the hosts they were given for: when the base URL or the
 * token URL changes, the client secret (and the client certificate, when the saved connection had
 * one) must be given again, so a changed address never receives them without the merchant's say.
 */
function reusableSaved(input: ParsedConnectionInput, saved: SavedConnection | null): Partial<ConnectionCredentials> | null {
  if (!saved) return null;
  if (saved.baseUrl === input.baseUrl && saved.tokenUrl === input.tokenUrl) return saved.credentials;
  const message = "must be given again when the base URL or the token URL changes";
  const missing: FieldError[] = [];
  if (!input.clientSecret) missing.push({ path: "clientSecret", message });
  if (hasCertificate(saved.credentials) && !input.certificatePem && !input.pkcs12Base64) {
    missing.push({ path: "certificatePem", message: `${message} (or a PKCS#12 file instead)` });
    missing.push({ path: "privateKeyPem", message });
    missing.push({ path: "pkcs12Base64", message: `${message} (or a PEM certificate and key instead)` });
  }
  if (missing.length > 0) throw new AppError("invalid_input", undefined, { errors: missing });
  return { serverCaPem: saved.credentials.serverCaPem, callbackSecret: saved.credentials.callbackSecret };
}

/** The new secrets over the saved ones: a blank secret or certificate keeps what was saved. */
function mergedCredentials(input: ParsedConnectionInput, saved: Partial<ConnectionCredentials> | null): ConnectionCredentials {
  const clientSecret = input.clientSecret ?? saved?.clientSecret;
  if (!clientSecret) throw fieldError("clientSecret", "is required");
  const newCertificate = input.certificatePem || input.pkcs12Base64;
  const certificate = newCertificate
    ? { certificatePem: input.certificatePem, privateKeyPem: input.privateKeyPem, pkcs12Base64: input.pkcs12Base64?.replace(/\s/g, ""), pkcs12Password: input.pkcs12Password }
    : { certificatePem: saved?.certificatePem, privateKeyPem: saved?.privateKeyPem, pkcs12Base64: saved?.pkcs12Base64, pkcs12Password: saved?.pkcs12Password };
  return {
    clientSecret,
    ...certificate,
    serverCaPem: input.serverCaPem ?? saved?.serverCaPem,
    callbackSecret: saved?.callbackSecret ?? randomBytes(32).toString("base64url"),
  };
}

/** PUT /webhook/{chave} at the PSP; the outcome is stored on the connection. */
export async function registerCallback(db: Database, connection: PspConnection): Promise<PspConnection> {
  const profile = await getPixProfile(db, connection.userId);
  let status: "registered" | "failed" | "not_tried";
  let message: string;
  if (!profile) {
    status = "not_tried";
    message = "Set your PIX key (PIX profile) first: the callback is registered for that key.";
  } else {
    try {
      const { callbackSecret } = openCredentials(connection.userId, connection.credentials);
      await pspOfConnection(connection).registerWebhook(profile.key, callbackUrlOf(callbackSecret));
      status = "registered";
      message = `The PSP sends the pix of key ${profile.key} to Ponte.`;
    } catch (error) {
      const failure = describePspFailure(error);
      logger.warn("PSP webhook registration failed", { userId: connection.userId, kind: failure.kind });
      status = "failed";
      message = failure.detail;
    }
  }
  const [updated] = await db
    .update(pspConnections)
    .set({ webhookStatus: status, webhookMessage: message, webhookCheckedAt: new Date() })
    .where(eq(pspConnections.userId, connection.userId))
    .returning();
  return updated ?? connection;
}

export async function setPspConnection(
  db: Database,
  actor: Actor,
  raw: SetPspConnectionInput,
  /** builtIn: the sandbox's own simulated PSP, on this machine (its address is not checked). */
  options: { builtIn?: boolean } = {},
): Promise<PspConnectionView> {
  const input = parseOrThrow(setPspConnectionInput, raw, "body");
  for (const field of options.builtIn ? [] : (["baseUrl", "tokenUrl"] as const)) {
    const check = await checkWebhookUrl(input[field]);
    if (!check.ok) throw fieldError(field, check.reason);
  }
  const saved = await findPspConnection(db, actor.userId);
  const savedCredentials = saved ? { baseUrl: saved.baseUrl, tokenUrl: saved.tokenUrl, credentials: openCredentials(actor.userId, saved.credentials) } : null;
  const credentials = mergedCredentials(input, reusableSaved(input, savedCredentials));
  try {
    pspAgent(tlsOf(credentials)).destroy();
  } catch (error) {
    throw fieldError(credentials.pkcs12Base64 ? "pkcs12Base64" : "certificatePem", describePspFailure(error).detail);
  }
  const facts = certificateFacts(credentials.certificatePem);
  const row = {
    userId: actor.userId,
    baseUrl: input.baseUrl,
    tokenUrl: input.tokenUrl,
    clientId: input.clientId,
    credentials: sealCredentials(actor.userId, credentials),
    certificateKind: credentials.pkcs12Base64 ? "pkcs12" : credentials.certificatePem ? "pem" : "none",
    certificateSubject: facts.subject,
    certificateValidTo: facts.validTo,
    callbackSecretHash: hashCallbackSecret(credentials.callbackSecret),
    webhookStatus: "not_tried",
    webhookMessage: null,
    webhookCheckedAt: null,
    updatedAt: new Date(),
  };
  const [connection] = await db.insert(pspConnections).values(row).onConflictDoUpdate({ target: pspConnections.userId, set: row }).returning();
  if (!connection) throw new Error("PSP connection upsert returned no row");
  return toPspConnectionView(await registerCallback(db, connection));
}
