// Test fixture, not product code: a local HTTP server speaking the API Pix wire format (OAuth2
// client credentials, PUT/GET /cob/{txid}, PUT/GET /cobv/{txid}, GET /pix/{endToEndId}) with the
// state a PSP would keep.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
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
type WirePix = { endToEndId: string; txid: string; valor: string; chave: string; horario: string };

export const FAKE_CLIENT_ID = "ponte-client";
export const FAKE_CLIENT_SECRET = "ponte-secret";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const newEndToEndId = () => `E${"12345678"}${new Date().toISOString().replace(/\D/g, "").slice(0, 12)}${randomBytes(6).toString("hex")}`;

export async function startFakeApiPix(options: { tokenLifetimeS?: number } = {}) {
  const cobs = new Map<string, Cob>();
  const pixes = new Map<string, WirePix>();
  const tokens = new Set<string>();
  const calls: string[] = [];
  let tokenRequests = 0;
  let origin = "";

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", origin);
      calls.push(`${request.method} ${url.pathname}`);
      if (request.method === "POST" && url.pathname === "/oauth/token") {
        const expected = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString("base64")}`;
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
          scope: "cob.write cob.read pix.read",
        });
      }
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer)) return send(response, 401, { title: "Não autorizado" });

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
      const pixMatch = /^\/pix\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (pixMatch?.[1] && request.method === "GET") {
        const pix = pixes.get(pixMatch[1]);
        return pix ? send(response, 200, pix) : send(response, 404, { title: "Pix não encontrado" });
      }
      return send(response, 404, { title: "Not found" });
    })().catch((error: unknown) => send(response, 500, { title: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: origin,
    tokenUrl: `${origin}/oauth/token`,
    cobs,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeApiPix = Awaited<ReturnType<typeof startFakeApiPix>>;
