// A PIX refund against the production build, through a merchant's own PSP (a local API Pix server
// that requires the merchant's client certificate): the PSP's adapter is built and cached by one
// part of the build (the PSP connection, the background poll) and its answers read by another (the
// REST refund), so the refusal must be understood whatever copy of the code made it. A refused
// devolução is FAILED on the first answer and never asked again; one whose answer was lost is read
// back and completes without a second request; the merchant reads both in Portuguese.
import { expect, test } from "@playwright/test";
import { startApiPixSimulator, type ApiPixSimulator } from "@/server/sandbox/api-pix/api-pix-simulator";
import { createCertificateAuthority } from "@/server/testing/certificates";
import { createUser, newApiContext, signIn, signInViaApi, trpc } from "../fixtures";

const KEY = "devolucoes@example.com";
let psp: ApiPixSimulator;

test.afterAll(async () => {
  await psp?.close();
});

test("a refused PIX refund fails at once and is never sent again; a lost answer is read back", async ({ browser, baseURL }) => {
  // Making certificates with openssl and waiting for the background poll's next turn take a while.
  test.setTimeout(150_000);
  const ca = createCertificateAuthority("PSP e2e CA");
  psp = await startApiPixSimulator({ tls: { ...ca.server, clientCa: ca.cert }, clientId: "client-e2e", clientSecret: "secret-e2e" });
  const client = ca.issueClient("ponte-e2e");
  const merchant = await createUser(baseURL ?? "");
  const setup = await newApiContext(baseURL ?? "");
  await signInViaApi(setup, merchant.email, merchant.password);
  await trpc(setup, "pix.setProfile", { key: KEY, legalName: "Loja Devolve Ltda", document: "11.222.333/0001-81", city: "Recife" });
  await trpc(setup, "pix.setConnection", {
    baseUrl: psp.baseUrl,
    tokenUrl: psp.tokenUrl,
    clientId: "client-e2e",
    clientSecret: "secret-e2e",
    certificatePem: client.cert,
    privateKeyPem: client.key,
    serverCaPem: ca.cert,
  });
  await setup.dispose();

  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await signIn(page, merchant.email, merchant.password);
  const auth = { authorization: `Bearer ${merchant.token}` };
  const createCharge = async (amount: number) => {
    const created = await page.request.post("/api/payments", {
      headers: auth,
      data: { clientMode: "noNeedToSpecify", amount, expire_at: new Date(Date.now() + 30 * 60_000).toISOString() },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).response as { id: number; transaction_pix_id: string };
  };
  const readInvoice = async (id: number | string) => (await (await page.request.get(`/api/invoices/payment-gateway/${id}`, { headers: auth })).json()).response;
  const paid = async (amount: number) => {
    const charge = await createCharge(amount);
    // The background poll reads the open charge through its own copy of the adapter first.
    await expect.poll(() => psp.calls.includes(`GET /cob/${charge.transaction_pix_id}`), { timeout: 30_000 }).toBe(true);
    const pix = psp.pay(charge.transaction_pix_id);
    expect(await psp.notify(pix)).toBe(200);
    await expect.poll(async () => (await readInvoice(charge.id)).status).toBe("PAID");
    return { id: charge.id, endToEndId: pix.endToEndId };
  };
  const putsTo = (endToEndId: string) => psp.calls.filter((call) => call.startsWith(`PUT /pix/${endToEndId}/devolucao/`)).length;

  // Refused: "Saldo insuficiente" as a 400 problem body.
  const first = await paid(30);
  psp.answerRefundRequestsWith({
    status: 400,
    body: { type: "https://pix.bcb.gov.br/api/v2/error/DevolucaoOperacaoInvalida", title: "Operação inválida.", status: 400, detail: "Saldo insuficiente para a devolução." },
  });
  const refused = await page.request.post(`/api/invoices/${first.id}/refunds`, { headers: auth, data: {} });
  psp.answerRefundRequestsWith(null);
  expect(refused.status()).toBe(201);
  const refund = (await refused.json()).response;
  expect(refund).toMatchObject({ status: "FAILED", withdrawal: { failure_reason: "Operação inválida. Saldo insuficiente para a devolução.", outcome_unknown: false } });
  expect(putsTo(first.endToEndId)).toBe(1);

  // A full turn of the background poll later (an open charge read again), nothing was sent again.
  const open = await createCharge(5);
  const reads = () => psp.calls.filter((call) => call === `GET /cob/${open.transaction_pix_id}`).length;
  await expect.poll(reads, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const readsBefore = reads();
  await expect.poll(reads, { timeout: 40_000 }).toBeGreaterThan(readsBefore);
  expect(putsTo(first.endToEndId)).toBe(1);

  await page.goto(`/dashboard/invoices/${refund.id}`);
  await expect(page.getByTestId("refund-outcome")).toHaveText("O banco recusou a devolução: Operação inválida. Saldo insuficiente para a devolução.");

  // Lost: the PSP made the devolução but its answer never arrived; its callback then settles it.
  const second = await paid(12);
  psp.answerRefundRequestsWith({ status: 504, body: { title: "Gateway Timeout" }, afterMaking: true });
  const lost = await page.request.post(`/api/invoices/${second.id}/refunds`, { headers: auth, data: {} });
  psp.answerRefundRequestsWith(null);
  const processing = (await lost.json()).response;
  expect(processing.status).toBe("PROCESSING");
  const devolucao = psp.pixes.get(second.endToEndId)?.devolucoes?.[0];
  if (!devolucao) throw new Error("the PSP made no devolução");
  expect(await psp.notify(psp.settleRefund(second.endToEndId, devolucao.id, "DEVOLVIDO"))).toBe(200);
  await expect.poll(async () => (await readInvoice(processing.id)).status).toBe("COMPLETED");
  expect(putsTo(second.endToEndId)).toBe(1);
  await context.close();
});
