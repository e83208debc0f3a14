// The sandbox's simulated PSP: one API Pix simulator per process, over HTTPS requiring a client
// certificate like a bank's. A sandbox merchant connects to it (a client certificate issued for
// them, saved like any connection), and "pays" a charge in it, which fires the callback as a PSP
// does. Its refunds settle at once (DEVOLVIDO). It lives in memory: after a restart the merchant
// connects again.
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { findInvoice } from "@/server/invoices/get-invoice";
import { requireSandbox } from "@/server/sandbox/simulate-payment";
import { logger } from "@/kernel/logger";
import { findPspConnection, MERCHANT_PSP_NAME } from "@/server/pix/connection/merchant-psp";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import type { PspConnectionView } from "@/server/pix/connection/schemas";
import { receivePspCallback } from "@/server/psp-sync/receive-callback";
import { startApiPixSimulator, type ApiPixSimulator, type WirePix } from "./api-pix/api-pix-simulator";
import { createCertificateAuthority, type CertificateAuthority } from "./api-pix/certificates";

type Running = { simulator: ApiPixSimulator; ca: CertificateAuthority };

export const SANDBOX_VALIDITY_DAYS = 3650;

const globalKey = Symbol.for("ponte.sandboxPsp");
type Holder = typeof globalThis & { [globalKey]?: Promise<Running> };
const holder = globalThis as Holder;

async function start(): Promise<Running> {
  // The sandbox may run for years: its certificates must not expire under a merchant's connection.
  const ca = createCertificateAuthority("Ponte sandbox PSP", { validityDays: SANDBOX_VALIDITY_DAYS });
  const simulator = await startApiPixSimulator({ tls: { ...ca.server, clientCa: ca.cert }, refundsSettle: "at_once" });
  return { simulator, ca };
}

/** The process's simulator, started on first use. */
export function runningSandboxPsp(): Promise<Running> {
  holder[globalKey] ??= start().catch((error: unknown) => {
    holder[globalKey] = undefined;
    logger.error("The sandbox PSP could not start", { error });
    throw new AppError("service_unavailable", "The simulated PSP could not start on this server (it needs the openssl command).");
  });
  return holder[globalKey];
}

/** Stops the process's simulator (tests). */
export async function stopSandboxPsp() {
  const running = await holder[globalKey]?.catch(() => null);
  holder[globalKey] = undefined;
  await running?.simulator.close();
}

export async function connectSandboxPsp(db: Database, actor: Actor): Promise<PspConnectionView> {
  await requireSandbox(db, actor);
  const { simulator, ca } = await runningSandboxPsp();
  const client = ca.issueClient(`sandbox-merchant-${actor.userId}`);
  return setPspConnection(
    db,
    actor,
    {
      baseUrl: simulator.baseUrl,
      tokenUrl: simulator.tokenUrl,
      clientId: "ponte-client",
      clientSecret: "ponte-secret",
      certificatePem: client.cert,
      privateKeyPem: client.key,
      serverCaPem: ca.cert,
    },
    { builtIn: true },
  );
}

/** The payer pays the invoice's charge in the simulator; the PSP's callback follows. */
export async function payInSandboxPsp(db: Database, actor: Actor, invoiceId: string | number) {
  await requireSandbox(db, actor);
  const invoice = await findInvoice(db, { userId: actor.userId, role: "merchant" }, invoiceId);
  const { simulator } = await runningSandboxPsp();
  const connection = await findPspConnection(db, actor.userId);
  if (invoice.gateway !== "pix" || invoice.pspName !== MERCHANT_PSP_NAME || !invoice.pixTxid || connection?.baseUrl !== simulator.baseUrl || !simulator.cobs.has(invoice.pixTxid)) {
    throw new AppError("unprocessable", "This invoice was not charged through the simulated PSP: connect it on the PIX page, then create a PIX payment.");
  }
  const pix = simulator.pay(invoice.pixTxid);
  return { endToEndId: pix.endToEndId, results: await deliverCallback(db, simulator, pix) };
}

/** Over HTTP to the registered URL as a PSP would; in process when APP_URL does not reach this server. */
async function deliverCallback(db: Database, simulator: ApiPixSimulator, pix: WirePix) {
  const status = await simulator.notify(pix).catch(() => null);
  if (status === 200) return "delivered";
  const secret = /\/api\/pix\/webhook\/([^/]+)/.exec(simulator.webhooks.get(pix.chave) ?? "")?.[1];
  if (!secret) return "no_webhook";
  const { results } = await receivePspCallback(db, { entries: [pix], secret: null, connectionSecret: secret });
  return results[0]?.outcome ?? "error";
}
