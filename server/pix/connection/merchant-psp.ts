// The PSP a merchant's PIX goes through: their own connection when they saved one, else the
// deployment's default (PIX_PSP_*), else none. An adapter is built once per saved version of a
// connection, so its OAuth2 token is shared by the merchant's charges, callbacks and polls.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { pspConnections, type PspConnection } from "@/db/schema";
import { env } from "@/kernel/env";
import { createApiPixPsp } from "@/server/pix/psp/api-pix";
import { configuredPsp } from "@/server/pix/psp/configured-psp";
import type { PixPsp } from "@/server/pix/psp/psp";
import { defaultGuardOptions, guardedLookup } from "@/server/webhooks/delivery/ssrf-guard";
import { openCredentials, tlsOf } from "./credentials";

/** The psp_name of invoices charged through a merchant's own connection. */
export const MERCHANT_PSP_NAME = "apipix-merchant";

const globalKey = Symbol.for("ponte.merchantPsps");
type Holder = typeof globalThis & { [globalKey]?: Map<number, { version: number; psp: PixPsp }> };
const holder = globalThis as Holder;
const cache = () => (holder[globalKey] ??= new Map());

export const hashCallbackSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Where the PSP sends the merchant's callbacks; API Pix appends /pix to it. */
export const callbackUrlOf = (secret: string) => `${env.APP_URL.replace(/\/$/, "")}/api/pix/webhook/${secret}`;

/** The adapter of a saved connection (its secrets opened here, kept only in the adapter's memory). */
export function pspOfConnection(connection: PspConnection): PixPsp {
  const version = connection.updatedAt.getTime();
  const cached = cache().get(connection.userId);
  if (cached?.version === version) return cached.psp;
  const credentials = openCredentials(connection.userId, connection.credentials);
  const psp = createApiPixPsp({
    name: MERCHANT_PSP_NAME,
    ownerUserId: connection.userId,
    baseUrl: connection.baseUrl,
    tokenUrl: connection.tokenUrl,
    clientId: connection.clientId,
    clientSecret: credentials.clientSecret,
    tls: tlsOf(credentials),
    // A merchant-given host is checked on every connection, as webhook endpoints are.
    lookup: guardedLookup(defaultGuardOptions()),
  });
  cache().set(connection.userId, { version, psp });
  return psp;
}

export async function findPspConnection(db: Executor, userId: number): Promise<PspConnection | null> {
  const [connection] = await db.select().from(pspConnections).where(eq(pspConnections.userId, userId));
  return connection ?? null;
}

/** The merchant's own connection first; the deployment's default otherwise (null: no PSP). */
export async function pspForMerchant(db: Executor, userId: number): Promise<PixPsp | null> {
  const connection = await findPspConnection(db, userId);
  return connection ? pspOfConnection(connection) : configuredPsp();
}

/** The merchant whose callback secret this is, with their PSP; null for an unknown secret. */
export async function pspOfCallbackSecret(db: Executor, secret: string): Promise<PixPsp | null> {
  const [connection] = await db
    .select()
    .from(pspConnections)
    .where(eq(pspConnections.callbackSecretHash, hashCallbackSecret(secret)));
  return connection ? pspOfConnection(connection) : null;
}

/** The PSP an invoice was charged through (its psp_name), for reading its pix and refunding them. */
export async function pspOfInvoice(db: Executor, invoice: { userId: number; pspName: string | null }): Promise<PixPsp | null> {
  if (invoice.pspName === MERCHANT_PSP_NAME) {
    const connection = await findPspConnection(db, invoice.userId);
    return connection ? pspOfConnection(connection) : null;
  }
  const fallback = configuredPsp();
  return fallback && invoice.pspName === fallback.name ? fallback : null;
}
