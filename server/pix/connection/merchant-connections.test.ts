import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices, pspConnections } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { createApiPixPsp } from "@/server/pix/psp/api-pix";
import { PspError } from "@/server/pix/psp/psp-http";
import { jobs } from "@/server/psp-sync/jobs";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiPixSimulator, type ApiPixSimulator } from "@/server/sandbox/api-pix/api-pix-simulator";
import { startApiServer } from "@/server/testing/api-server";
import { createCertificateAuthority, type CertificateAuthority } from "@/server/testing/certificates";
import { api, createUser } from "@/server/testing/fixtures";
import { getPspConnection } from "./get-psp-connection";
import { setPspConnection } from "./set-psp-connection";
import { testPspConnection } from "./test-psp-connection";

type Merchant = { token: string; actor: Actor; key: string; psp: ApiPixSimulator; ca: CertificateAuthority };

let server: Awaited<ReturnType<typeof startApiServer>>;
let a: Merchant;
let b: Merchant;
const P12_PASSWORD = "p12-password-of-b";
let clientA: { cert: string; key: string };
let p12B: Buffer;

async function merchant(name: string, key: string): Promise<Merchant> {
  const db = await getDb();
  const ca = createCertificateAuthority(`PSP ${name} CA`);
  const psp = await startApiPixSimulator({ tls: { ...ca.server, clientCa: ca.cert }, clientId: `client-${name}`, clientSecret: `secret-${name}` });
  const user = await createUser(db);
  await setPixProfile(db, user.actor, { key, legalName: `Loja ${name}`, document: "52998224725", city: "Curitiba" });
  return { token: user.token, actor: user.actor, key, psp, ca };
}

beforeAll(async () => {
  server = await startApiServer();
  a = await merchant("A", "loja-a@example.com");
  b = await merchant("B", "loja-b@example.com");
  clientA = a.ca.issueClient("ponte-a");
  p12B = b.ca.issueClient("ponte-b").pkcs12(P12_PASSWORD);
});

afterAll(async () => {
  await server.close();
  await a.psp.close();
  await b.psp.close();
});

const connectionOf = (m: Merchant) => ({
  baseUrl: m.psp.baseUrl,
  tokenUrl: m.psp.tokenUrl,
  clientId: m === a ? "client-A" : "client-B",
  clientSecret: m === a ? "secret-A" : "secret-B",
  serverCaPem: m.ca.cert,
});

async function createPayment(m: Merchant, amount: number) {
  const { status, body } = await api(server.url, "/api/payments", {
    token: m.token,
    body: { clientMode: "noNeedToSpecify", amount, expire_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(status).toBe(201);
  return body.response as { id: number; transaction_pix_id: string };
}

/** What the PSP would POST: to the URL registered for the key, at the /pix path, on our test server. */
function registeredPath(m: Merchant) {
  const url = m.psp.webhooks.get(m.key);
  if (!url) throw new Error(`no webhook registered for ${m.key}`);
  return `${new URL(url).pathname}/pix`;
}

async function invoiceRow(id: number) {
  const db = await getDb();
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
  return { invoice, payments };
}

describe("mutual TLS with the PSP", () => {
  it("is refused without the client certificate and succeeds with it", async () => {
    const charge = { txid: "T".repeat(30), amountCentavos: 500n, expiresInSeconds: 600, key: a.key };
    const bare = createApiPixPsp({ ...connectionOf(a), tls: { ca: a.ca.cert } });
    const refused = await bare.createCharge(charge).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PspError);
    expect(["client_certificate_refused", "tls"]).toContain((refused as PspError).kind);
    expect(a.psp.cobs.size).toBe(0);

    const stranger = b.ca.issueClient("not-a's");
    const wrongCa = await createApiPixPsp({ ...connectionOf(a), tls: { ...stranger, ca: a.ca.cert } }).createCharge(charge).catch((error: unknown) => error);
    expect(["client_certificate_refused", "tls"]).toContain((wrongCa as PspError).kind);

    const withCertificate = createApiPixPsp({ ...connectionOf(a), tls: { ...clientA, ca: a.ca.cert } });
    await expect(withCertificate.createCharge(charge)).resolves.toMatchObject({ emv: expect.any(String) });
    expect(a.psp.cobs.has(charge.txid)).toBe(true);
  });

  it("names an untrusted server certificate", async () => {
    const psp = createApiPixPsp({ ...connectionOf(a), tls: clientA });
    await expect(psp.listCharges(new Date(0), new Date())).rejects.toMatchObject({ kind: "server_certificate" });
  });
});

describe("a merchant's own connection", () => {
  it("saves with a PEM or a PKCS#12 certificate, registers the callback and shows no secret", async () => {
    const db = await getDb();
    const viewA = await setPspConnection(db, a.actor, { ...connectionOf(a), certificatePem: clientA.cert, privateKeyPem: clientA.key });
    expect(viewA).toMatchObject({ certificateKind: "pem", certificateSubject: "CN=ponte-a", webhookStatus: "registered" });
    const viewB = await setPspConnection(db, b.actor, { ...connectionOf(b), pkcs12Base64: p12B.toString("base64"), pkcs12Password: P12_PASSWORD });
    expect(viewB).toMatchObject({ certificateKind: "pkcs12", webhookStatus: "registered" });
    expect(registeredPath(a)).toMatch(/^\/api\/pix\/webhook\/[A-Za-z0-9_-]{40,}\/pix$/);
    expect(registeredPath(a)).not.toBe(registeredPath(b));
    expect(JSON.stringify(await getPspConnection(db, a.actor))).not.toContain("secret-A");
  });

  it("stores no secret, key, certificate or callback secret in clear", async () => {
    const db = await getDb();
    const rows = await db.execute(sql`select * from psp_connections`);
    const raw = JSON.stringify(rows);
    const callbackSecretA = registeredPath(a).split("/")[4] ?? "";
    const keyBody = clientA.key.split("\n")[1] ?? "";
    const certBody = clientA.cert.split("\n")[1] ?? "";
    for (const secret of ["secret-A", "secret-B", "PRIVATE KEY", "CERTIFICATE", keyBody, certBody, callbackSecretA, P12_PASSWORD, p12B.toString("base64").slice(0, 40)]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(raw).not.toContain(secret);
    }
    const [row] = await db.select({ credentials: pspConnections.credentials }).from(pspConnections).where(eq(pspConnections.userId, a.actor.userId));
    expect(row?.credentials).toMatch(/^v1:[0-9a-f]{8}:/);
  });

  it("refuses a certificate it cannot read, naming the field", async () => {
    const db = await getDb();
    await expect(setPspConnection(db, b.actor, { ...connectionOf(b), pkcs12Base64: p12B.toString("base64"), pkcs12Password: "wrong" })).rejects.toMatchObject({
      code: "invalid_input",
      errors: [{ path: "pkcs12Base64", message: expect.stringContaining("PKCS#12 password") }],
    });
    await expect(setPspConnection(db, b.actor, { ...connectionOf(b), certificatePem: "not a certificate", privateKeyPem: "nor a key" })).rejects.toMatchObject({
      errors: [{ path: "certificatePem" }],
    });
  });

  it("asks for the secret and the certificate again when the base URL or the token URL changes", async () => {
    const db = await getDb();
    const mover = await createUser(db);
    await setPspConnection(db, mover.actor, { ...connectionOf(a), certificatePem: clientA.cert, privateKeyPem: clientA.key });
    const sameAddresses = { baseUrl: a.psp.baseUrl, tokenUrl: a.psp.tokenUrl, clientId: "client-A", serverCaPem: a.ca.cert };
    await expect(setPspConnection(db, mover.actor, sameAddresses)).resolves.toMatchObject({ certificateKind: "pem", baseUrl: a.psp.baseUrl });

    const callsAtB = b.psp.calls.length;
    const allFields = ["clientSecret", "certificatePem", "privateKeyPem", "pkcs12Base64"];
    const changes: [string, Partial<typeof sameAddresses> & { clientSecret?: string }, string[]][] = [
      ["base URL", { baseUrl: b.psp.baseUrl }, allFields],
      ["token URL", { tokenUrl: b.psp.tokenUrl }, allFields],
      ["base URL, secret given", { baseUrl: b.psp.baseUrl, clientSecret: "secret-B" }, ["certificatePem", "privateKeyPem", "pkcs12Base64"]],
    ];
    for (const [name, change, fields] of changes) {
      const refused = await setPspConnection(db, mover.actor, { ...sameAddresses, ...change }).catch((error: unknown) => error);
      expect(refused, name).toMatchObject({ code: "invalid_input" });
      const errors = (refused as { errors: { path: string; message: string }[] }).errors;
      expect(errors.map((error) => error.path), name).toEqual(fields);
      expect(errors[0]?.message, name).toContain("must be given again when the base URL or the token URL changes");
    }
    expect(b.psp.calls.length).toBe(callsAtB);
    expect(await getPspConnection(db, mover.actor)).toMatchObject({ baseUrl: a.psp.baseUrl, tokenUrl: a.psp.tokenUrl });

    const clientAtB = b.ca.issueClient("ponte-mover");
    const moved = await setPspConnection(db, mover.actor, {
      ...connectionOf(b),
      clientId: "client-B",
      certificatePem: clientAtB.cert,
      privateKeyPem: clientAtB.key,
    });
    expect(moved).toMatchObject({ baseUrl: b.psp.baseUrl, certificateKind: "pem", certificateSubject: "CN=ponte-mover" });
  });

  it("asks only for the secret again on a moved connection that had no certificate", async () => {
    const db = await getDb();
    const mover = await createUser(db);
    const plain = { baseUrl: "https://psp-one.example.com/api/v2", tokenUrl: "https://psp-one.example.com/oauth/token", clientId: "plain" };
    await setPspConnection(db, mover.actor, { ...plain, clientSecret: "plain-secret" }, { builtIn: true });
    const refused = await setPspConnection(db, mover.actor, { ...plain, baseUrl: "https://psp-two.example.com/api/v2" }, { builtIn: true }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "invalid_input", errors: [{ path: "clientSecret" }] });
    expect((refused as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it("registers the callback at the PSP when the PIX key changes or is not registered yet, not on every save", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const profile = { key: "perfil@example.com", legalName: "Loja Perfil", document: "52998224725", city: "Curitiba" };
    await setPixProfile(db, owner.actor, profile);
    await setPspConnection(db, owner.actor, { ...connectionOf(a), certificatePem: clientA.cert, privateKeyPem: clientA.key });
    const webhookPuts = () => a.psp.calls.filter((call) => call.startsWith("PUT /webhook/")).length;

    const before = webhookPuts();
    await setPixProfile(db, owner.actor, { ...profile, city: "Londrina" });
    expect(webhookPuts()).toBe(before);

    await db.update(pspConnections).set({ webhookStatus: "failed" }).where(eq(pspConnections.userId, owner.actor.userId));
    await setPixProfile(db, owner.actor, { ...profile, city: "Maringá" });
    expect(webhookPuts()).toBe(before + 1);
    expect(await getPspConnection(db, owner.actor)).toMatchObject({ webhookStatus: "registered" });

    await setPixProfile(db, owner.actor, { ...profile, key: "perfil-novo@example.com" });
    expect(webhookPuts()).toBe(before + 2);
    expect(a.psp.webhooks.has("perfil-novo@example.com")).toBe(true);
  });

  it("tests the connection: token, charges and webhook", async () => {
    const db = await getDb();
    const check = await testPspConnection(db, a.actor);
    expect(check.ok).toBe(true);
    expect(check.steps.map((step) => step.step)).toEqual(["token", "charges", "webhook"]);
    expect(check.steps[2]?.detail).toContain("sends callbacks to");
  });

  it("says exactly what failed: DNS, refused, 401", async () => {
    const db = await getDb();
    const tester = await createUser(db);
    const cases: [Partial<ReturnType<typeof connectionOf>>, string][] = [
      [{ baseUrl: "https://psp.invalid", tokenUrl: "https://psp.invalid/oauth/token" }, "dns"],
      [{ baseUrl: "https://127.0.0.1:1", tokenUrl: "https://127.0.0.1:1/oauth/token" }, "tcp_refused"],
      [{ clientSecret: "wrong" }, "unauthorized"],
    ];
    for (const [change, kind] of cases) {
      await setPspConnection(db, tester.actor, { ...connectionOf(a), certificatePem: clientA.cert, privateKeyPem: clientA.key, ...change });
      const check = await testPspConnection(db, tester.actor);
      expect(check.ok).toBe(false);
      expect(check.steps[0]).toMatchObject({ step: "token", ok: false, kind });
    }
  });

  it("charges each merchant through their own PSP, and each PSP confirms only its merchant's", async () => {
    const paymentA = await createPayment(a, 10);
    const paymentB = await createPayment(b, 20);
    expect(a.psp.cobs.has(paymentA.transaction_pix_id)).toBe(true);
    expect(b.psp.cobs.has(paymentB.transaction_pix_id)).toBe(true);
    expect(a.psp.cobs.has(paymentB.transaction_pix_id)).toBe(false);
    expect((await invoiceRow(paymentA.id)).invoice?.pspName).toBe("apipix-merchant");

    const pixA = a.psp.pay(paymentA.transaction_pix_id);
    // A's pix at B's callback URL: B's PSP does not know it, nothing moves.
    const crossed = await api(server.url, registeredPath(b), { body: { pix: [pixA] } });
    expect(crossed.body.results).toEqual([{ endToEndId: pixA.endToEndId, outcome: "unknown_pix" }]);
    expect((await invoiceRow(paymentA.id)).invoice?.status).toBe("WAITING_PAYMENT");
    // At the deployment's URL (no default PSP here) it is not taken either.
    expect((await api(server.url, "/api/pix/webhook", { body: { pix: [pixA] } })).status).toBe(404);
    // A forged secret finds no merchant.
    expect((await api(server.url, "/api/pix/webhook/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pix", { body: { pix: [pixA] } })).status).toBe(404);

    const delivered = await api(server.url, registeredPath(a), { body: { pix: [pixA] } });
    expect(delivered.body.results).toEqual([{ endToEndId: pixA.endToEndId, outcome: "confirmed" }]);
    expect((await invoiceRow(paymentA.id)).invoice?.status).toBe("PAID");
    expect((await invoiceRow(paymentB.id)).invoice?.status).toBe("WAITING_PAYMENT");
  });

  it("does not confirm B's charge through A's PSP even when A's PSP reports its txid", async () => {
    const paymentB = await createPayment(b, 21);
    // A's PSP claims a pix for B's txid to A's key: A's connection may only move A's invoices.
    const forged = { endToEndId: "E12345678202611271200forgedAB01", txid: paymentB.transaction_pix_id, valor: "21.00", chave: b.key, horario: new Date().toISOString() };
    a.psp.addPix(forged);
    const { body } = await api(server.url, registeredPath(a), { body: { pix: [forged] } });
    expect(body.results[0].outcome).toBe("unknown_charge");
    expect((await invoiceRow(paymentB.id)).payments).toEqual([]);
  });

  it("polls each merchant's open charges through that merchant's connection", async () => {
    const db = await getDb();
    const paymentA = await createPayment(a, 30);
    const paymentB = await createPayment(b, 31);
    b.psp.pay(paymentB.transaction_pix_id);
    const poll = jobs.find((job) => job.name === "pix-psp-poll");
    const result = await poll?.run({ db, now: new Date() });
    expect(result).toMatchObject({ failed: 0 });
    expect(b.psp.calls).toContain(`GET /cob/${paymentB.transaction_pix_id}`);
    expect(a.psp.calls).toContain(`GET /cob/${paymentA.transaction_pix_id}`);
    expect(a.psp.calls).not.toContain(`GET /cob/${paymentB.transaction_pix_id}`);
    expect((await invoiceRow(paymentB.id)).invoice?.status).toBe("PAID");
    expect((await invoiceRow(paymentA.id)).invoice?.status).toBe("WAITING_PAYMENT");
  });
});
