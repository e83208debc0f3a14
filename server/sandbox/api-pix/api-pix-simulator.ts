// A local API Pix server with the state a PSP keeps: OAuth2 client credentials, PUT/GET /cob/{txid}
// and /cobv/{txid},
// GET /cob?inicio&fim, GET /pix/{endToEndId}, PUT/GET /pix/{e2eid}/devolucao/{id}, PUT/GET
// /webhook/{chave}. Over HTTPS with a server certificate it requires the client certificate (mutual
// TLS) as production PSPs do. Tests run the real adapter against it; sandbox merchants connect to it
// (server/sandbox/sandbox-psp.ts) to try charges, payments, callbacks and refunds without a bank.
import { randomBytes } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { FIAT_DECIMALS, parseUnits } from "@/kernel/money";
import { encodeBrCode } from "@/server/pix/brcode";

type Cob = {
  txid: string;
  /** cob (immediate) or cobv (with a due date), as the path it was created on. */
  kind: "cob" | "cobv";
  status: "ATIVA" | "CONCLUIDA";
  chave: string;
  valor: { original: string } & Record<string, unknown>;
  calendario: { criacao: string; expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number };
  devedor?: Record<string, string>;
  solicitacaoPagador?: string;
  location: string;
  pixCopiaECola: string;
  pix: WirePix[];
};
export type WireRefund = {
  id: string;
  rtrId: string;
  valor: string;
  natureza: "ORIGINAL";
  horario: { solicitacao: string; liquidacao?: string };
  status: "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";
  motivo?: string;
};
export type WirePix = { endToEndId: string; txid: string; valor: string; chave: string; horario: string; devolucoes?: WireRefund[] };

export const SIMULATOR_CLIENT_ID = "ponte-client";
export const SIMULATOR_CLIENT_SECRET = "ponte-secret";

export type SimulatorOptions = {
  tokenLifetimeS?: number;
  clientId?: string;
  clientSecret?: string;
  /** Serve HTTPS with this certificate and require a client certificate issued by `clientCa`. */
  tls?: { cert: string; key: string; clientCa: string };
  /** What a new devolução answers: EM_PROCESSAMENTO (settled later by settleRefund) or DEVOLVIDO at once. */
  refundsSettle?: "later" | "at_once";
  /** 127.0.0.1 unless given. */
  host?: string;
  port?: number;
};

/**
 * How the next devolução requests are answered instead of by the simulator's rules, to try a PSP's
 * failures: an HTTP status with a body (`afterMaking`: the devolução is made first, as when an
 * answer is lost on its way back), no answer at all, or the devolução made and settled at once
 * (`settledAs`: NAO_REALIZADO with its motivo, as a PSP that checks the payer's account first).
 */
export type RefundRequestAnswer =
  | { status: number; body?: unknown; afterMaking?: boolean }
  | { settledAs: "DEVOLVIDO" | "NAO_REALIZADO"; motivo?: string }
  | "no_answer";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** An API Pix error answer: an RFC 7807 problem typed under the Central Bank's error namespace. */
const problem = (response: ServerResponse, status: number, type: string, title: string, detail: string) =>
  send(response, status, { type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail });

const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 12);
const newEndToEndId = () => `E12345678${stamp()}${randomBytes(6).toString("hex")}`;
const newReturnId = () => `D12345678${stamp()}${randomBytes(6).toString("hex")}`;
const centavos = (valor: string) => parseUnits(valor, FIAT_DECIMALS);
const reais = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;

export async function startApiPixSimulator(options: SimulatorOptions = {}) {
  const clientId = options.clientId ?? SIMULATOR_CLIENT_ID;
  const clientSecret = options.clientSecret ?? SIMULATOR_CLIENT_SECRET;
  const cobs = new Map<string, Cob>();
  const pixes = new Map<string, WirePix>();
  const webhooks = new Map<string, string>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  let refundAnswer: RefundRequestAnswer | null = null;
  let refundReadAnswer: { status: number; body?: unknown } | null = null;
  let tokenRequests = 0;
  let origin = "";

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? "/", origin);
      calls.push(`${request.method} ${url.pathname}`);
      if (request.method === "POST" && url.pathname === "/oauth/token") {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
        const body = await readBody(request);
        if (request.headers.authorization !== expected || !body.includes("grant_type=client_credentials")) {
          return send(response, 401, { error: "invalid_client" });
        }
        tokenRequests += 1;
        const token = randomBytes(16).toString("hex");
        tokens.add(token);
        return send(response, 200, {
          access_token: token,
          token_type: "Bearer",
          expires_in: options.tokenLifetimeS ?? 3600,
          scope: "cob.write cob.read pix.read pix.write webhook.read webhook.write",
        });
      }
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer)) return send(response, 401, { title: "Não autorizado" });

      if (url.pathname === "/cob" && request.method === "GET") {
        const from = Date.parse(url.searchParams.get("inicio") ?? "");
        const to = Date.parse(url.searchParams.get("fim") ?? "");
        if (Number.isNaN(from) || Number.isNaN(to)) return send(response, 400, { title: "inicio e fim são obrigatórios" });
        const listed = [...cobs.values()]
          .filter((cob) => {
            const created = Date.parse(cob.calendario.criacao);
            return cob.kind === "cob" && created >= from && created <= to;
          })
          .map(({ kind: _kind, ...cob }) => cob);
        return send(response, 200, { parametros: { inicio: url.searchParams.get("inicio"), fim: url.searchParams.get("fim") }, cobs: listed });
      }
      const cobMatch = /^\/(cobv?)\/([A-Za-z0-9]{26,35})$/.exec(url.pathname);
      const kind = cobMatch?.[1] === "cobv" ? "cobv" : "cob";
      const txid = cobMatch?.[2];
      if (txid && request.method === "PUT") {
        const body = JSON.parse(await readBody(request)) as Omit<Cob, "txid" | "kind" | "status" | "location" | "pixCopiaECola" | "pix">;
        if (typeof body.chave !== "string" || !/^\d+\.\d{2}$/.test(body.valor?.original ?? "")) {
          return send(response, 400, { title: "Cobrança inválida" });
        }
        // API Pix: a cobv names its debtor and its due date.
        if (kind === "cobv" && (!body.devedor?.nome || !/^\d{4}-\d{2}-\d{2}$/.test(body.calendario?.dataDeVencimento ?? ""))) {
          return send(response, 400, { title: "Cobrança com vencimento inválida" });
        }
        const location = `${url.host}/qr/v2/${kind}/${randomBytes(16).toString("hex")}`;
        const cob: Cob = {
          txid,
          kind,
          status: "ATIVA",
          chave: body.chave,
          valor: body.valor,
          calendario: { ...body.calendario, criacao: new Date().toISOString() },
          devedor: body.devedor,
          solicitacaoPagador: body.solicitacaoPagador,
          location,
          pixCopiaECola: encodeBrCode({ locationUrl: location, merchantName: "PSP TESTE", merchantCity: "SAO PAULO", pointOfInitiation: "12" }),
          pix: [],
        };
        cobs.set(txid, cob);
        const { pix: _pix, kind: _kind, ...answer } = cob;
        return send(response, 201, { ...answer, revisao: 0, loc: { id: cobs.size, location, tipoCob: kind } });
      }
      if (txid && request.method === "GET") {
        const cob = cobs.get(txid);
        if (!cob || cob.kind !== kind) return send(response, 404, { title: "Cobrança não encontrada" });
        const { kind: _kind, ...answer } = cob;
        return send(response, 200, answer);
      }
      const refundMatch = /^\/pix\/([A-Za-z0-9]+)\/devolucao\/([A-Za-z0-9]{1,35})$/.exec(url.pathname);
      if (refundMatch?.[1] && refundMatch[2]) {
        const pix = pixes.get(refundMatch[1]);
        if (!pix) return problem(response, 404, "NaoEncontrado", "Não encontrado.", "Pix não encontrado.");
        const existing = pix.devolucoes?.find((refund) => refund.id === refundMatch[2]);
        if (request.method === "GET") {
          if (refundReadAnswer) return send(response, refundReadAnswer.status, refundReadAnswer.body);
          return existing ? send(response, 200, existing) : problem(response, 404, "NaoEncontrado", "Não encontrado.", "Devolução não encontrada.");
        }
        if (request.method !== "PUT") return send(response, 405, { title: "Método não permitido" });
        const body = JSON.parse(await readBody(request)) as { valor?: string };
        if (refundAnswer === "no_answer") return;
        if (refundAnswer && "status" in refundAnswer && !refundAnswer.afterMaking) return send(response, refundAnswer.status, refundAnswer.body);
        const forced = refundAnswer && "status" in refundAnswer ? refundAnswer : null;
        const settledAs = refundAnswer && "settledAs" in refundAnswer ? refundAnswer : null;
        const answer = (status: number, made: unknown) => (forced ? send(response, forced.status, forced.body) : send(response, status, made));
        if (existing) return answer(201, existing);
        if (!/^\d+\.\d{2}$/.test(body.valor ?? "")) return problem(response, 400, "PixDevolucaoInvalida", "Devolução inválida.", "O campo valor não respeita o schema.");
        const taken = (pix.devolucoes ?? [])
          .filter((refund) => refund.status !== "NAO_REALIZADO")
          .reduce((sum, refund) => sum + centavos(refund.valor), 0n);
        if (taken + centavos(body.valor ?? "0") > centavos(pix.valor)) {
          return problem(response, 400, "PixDevolucaoInvalida", "Devolução inválida.", "O valor da devolução excede o valor do Pix ainda não devolvido.");
        }
        const now = new Date().toISOString();
        const settled = settledAs?.settledAs ?? (options.refundsSettle === "at_once" ? "DEVOLVIDO" : null);
        const refund: WireRefund = {
          id: refundMatch[2],
          rtrId: newReturnId(),
          valor: reais(centavos(body.valor ?? "0")),
          natureza: "ORIGINAL",
          horario: settled ? { solicitacao: now, liquidacao: now } : { solicitacao: now },
          status: settled ?? "EM_PROCESSAMENTO",
          ...(settledAs?.motivo ? { motivo: settledAs.motivo } : {}),
        };
        pix.devolucoes = [...(pix.devolucoes ?? []), refund];
        return answer(201, refund);
      }
      const pixMatch = /^\/pix\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (pixMatch?.[1] && request.method === "GET") {
        const pix = pixes.get(pixMatch[1]);
        return pix ? send(response, 200, pix) : send(response, 404, { title: "Pix não encontrado" });
      }
      const webhookMatch = /^\/webhook\/([^/]+)$/.exec(url.pathname);
      if (webhookMatch?.[1]) {
        const key = decodeURIComponent(webhookMatch[1]);
        if (request.method === "PUT") {
          const body = JSON.parse(await readBody(request)) as { webhookUrl?: unknown };
          if (typeof body.webhookUrl !== "string" || !/^https?:\/\//.test(body.webhookUrl)) {
            return send(response, 400, { title: "webhookUrl inválida" });
          }
          webhooks.set(key, body.webhookUrl);
          return send(response, 200, {});
        }
        if (request.method === "GET") {
          const webhookUrl = webhooks.get(key);
          return webhookUrl ? send(response, 200, { webhookUrl, chave: key, criacao: new Date().toISOString() }) : send(response, 404, { title: "Webhook não encontrado" });
        }
      }
      return send(response, 404, { title: "Not found" });
    })().catch((error: unknown) => send(response, 500, { title: String(error) }));
  };

  const server = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key, ca: options.tls.clientCa, requestCert: true, rejectUnauthorized: true }, handle)
    : createHttpServer(handle);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  origin = `${options.tls ? "https" : "http"}://${host}:${(server.address() as AddressInfo).port}`;

  /** POSTs {pix: [...]} to the URL registered for the pix's key, at the /pix path API Pix appends. */
  async function notify(pix: WirePix): Promise<number | null> {
    const webhookUrl = webhooks.get(pix.chave);
    if (!webhookUrl) return null;
    const response = await fetch(`${webhookUrl.replace(/\/$/, "")}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pix: [pix] }),
    });
    return response.status;
  }

  return {
    baseUrl: origin,
    tokenUrl: `${origin}/oauth/token`,
    cobs,
    pixes,
    webhooks,
    calls,
    tokenRequests: () => tokenRequests,
    /** Forgets every issued token, as a PSP does when it rotates credentials. */
    revokeTokens: () => tokens.clear(),
    /** The payer pays the charge: the cob becomes CONCLUIDA and the pix is readable. */
    pay(txid: string, override: Partial<WirePix> = {}): WirePix {
      const cob = cobs.get(txid);
      if (!cob) throw new Error(`no cob ${txid}`);
      const pix: WirePix = {
        endToEndId: newEndToEndId(),
        txid,
        valor: cob.valor.original,
        chave: cob.chave,
        horario: new Date().toISOString(),
        ...override,
      };
      pixes.set(pix.endToEndId, pix);
      cob.pix.push(pix);
      cob.status = "CONCLUIDA";
      return pix;
    },
    /** A pix settled at the PSP that belongs to no cob of ours (someone else's payment). */
    addPix(pix: WirePix) {
      pixes.set(pix.endToEndId, pix);
    },
    /** The Central Bank's answer to a devolução: DEVOLVIDO or NAO_REALIZADO. */
    settleRefund(endToEndId: string, refundId: string, status: "DEVOLVIDO" | "NAO_REALIZADO", motivo?: string): WirePix {
      const pix = pixes.get(endToEndId);
      const refund = pix?.devolucoes?.find((candidate) => candidate.id === refundId);
      if (!pix || !refund) throw new Error(`no devolução ${refundId} of ${endToEndId}`);
      refund.status = status;
      refund.horario.liquidacao = new Date().toISOString();
      if (motivo) refund.motivo = motivo;
      return pix;
    },
    notify,
    /** Answers the devolução requests from now on as `answer` says; null: by the simulator's rules again. */
    answerRefundRequestsWith(answer: RefundRequestAnswer | null) {
      refundAnswer = answer;
    },
    /** Answers the devolução reads (GET) from now on with this status and body; null: by the simulator's rules again. */
    answerRefundReadsWith(answer: { status: number; body?: unknown } | null) {
      refundReadAnswer = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests left unanswered on purpose hold their connections open.
        server.closeAllConnections();
      }),
  };
}

export type ApiPixSimulator = Awaited<ReturnType<typeof startApiPixSimulator>>;
