// The Central Bank's standard "API Pix" (BACEN API Pix v2): OAuth2 client credentials, PUT/GET
// /cob/{txid} (and /cobv/{txid} for charges with a due date), GET /pix/{endToEndId}, PUT/GET /pix/{e2eid}/devolucao/{id} and PUT/GET
// /webhook/{chave}. Production PSPs require mutual TLS: the client certificate of the connection
// goes into every call's TLS handshake, the token request's included (psp-http.ts).
import type { LookupFunction } from "node:net";
import { FIAT_DECIMALS, parseUnits } from "@/kernel/money";
import type { PixDueCharge } from "@/vocabulary/pix-due-charge";
import { formatAmount } from "../brcode";
import { PspError, pspAgent, pspRequest, type PspResponse, type TlsCredentials } from "./psp-http";
import type { ChargeStatus, DevolucaoAnswer, PixCharge, PixChargeRequest, PixPsp, PixRefundStatus, SettledPix } from "./psp";

export { PspError } from "./psp-http";

export type ApiPixConfig = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  tls?: TlsCredentials;
  /** Resolves the PSP's host names (a merchant's connection: the SSRF guard, no private addresses). */
  lookup?: LookupFunction;
  timeoutMs?: number;
  /** apipix (the deployment's default connection) unless given. */
  name?: string;
  ownerUserId?: number;
};

type Token = { value: string; expiresAt: number };

/** A token is renewed this long before the PSP says it expires, so no request carries a dying one. */
const TOKEN_MARGIN_MS = 30_000;

type WireRefund = { id?: unknown; rtrId?: unknown; valor?: unknown; status?: unknown; motivo?: unknown };
type WirePix = { endToEndId?: unknown; txid?: unknown; valor?: unknown; chave?: unknown; horario?: unknown; devolucoes?: unknown };

function toRefundStatus(value: WireRefund): PixRefundStatus {
  if (typeof value.id !== "string" || typeof value.valor !== "string" || typeof value.status !== "string") {
    throw new PspError("the PSP answered a devolução without id, valor or status");
  }
  return {
    refundId: value.id,
    rtrId: typeof value.rtrId === "string" ? value.rtrId : null,
    amountCentavos: parseUnits(value.valor, FIAT_DECIMALS),
    status: value.status,
    reason: typeof value.motivo === "string" ? value.motivo : null,
    raw: value,
  };
}

function toSettledPix(value: WirePix): SettledPix {
  if (typeof value.endToEndId !== "string" || typeof value.valor !== "string") {
    throw new PspError("the PSP answered a pix without endToEndId or valor");
  }
  const paidAt = typeof value.horario === "string" ? new Date(value.horario) : new Date(Number.NaN);
  return {
    endToEndId: value.endToEndId,
    txid: typeof value.txid === "string" ? value.txid : null,
    amountCentavos: parseUnits(value.valor, FIAT_DECIMALS),
    key: typeof value.chave === "string" ? value.chave : null,
    paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
    refunds: Array.isArray(value.devolucoes) ? (value.devolucoes as WireRefund[]).map(toRefundStatus) : [],
    raw: value,
  };
}

/**
 * The reason of an API Pix problem answer (RFC 7807: a title with its type or status, the detail
 * when given), or null when the body is not one (a proxy's or gateway's page says nothing about
 * what the PSP did).
 */
async function problemReasonOf(response: PspResponse): Promise<string | null> {
  const body = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null) return null;
  const { type, title, status, detail } = body as { type?: unknown; title?: unknown; status?: unknown; detail?: unknown };
  if (typeof title !== "string" || !title || (typeof type !== "string" && typeof status !== "number")) return null;
  return (typeof detail === "string" && detail ? `${title} ${detail}` : title).slice(0, 500);
}

/**
 * 4xx answers that do not say the request was refused: a timeout, a conflict over the id (the
 * devolução may exist), too early, too many requests. Every other 4xx with a problem body is the
 * PSP's definitive "no" (API Pix lists 400, 403 and 404 for PUT /pix/{e2eid}/devolucao/{id}).
 */
const NOT_A_REFUSAL = new Set([408, 409, 425, 429]);

/** One line of why an answer says nothing definite, for the log and the merchant. */
const unknownReason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** A devolução answer or reading, classified once here (see DevolucaoAnswer). */
async function devolucaoAnswerOf(response: PspResponse, what: string): Promise<DevolucaoAnswer> {
  if (response.ok) {
    try {
      return { kind: "reported", refund: toRefundStatus((await response.json()) as WireRefund) };
    } catch (error) {
      return { kind: "unknown", reason: unknownReason(error) };
    }
  }
  if (response.status >= 400 && response.status < 500 && !NOT_A_REFUSAL.has(response.status)) {
    const reason = await problemReasonOf(response);
    if (reason) return { kind: "refused", httpStatus: response.status, reason };
  }
  const failed = response.status >= 500 ? "failed to" : "answered without saying whether it could";
  return { kind: "unknown", reason: `the PSP ${failed} ${what} (HTTP ${response.status})` };
}

async function expectOk(response: PspResponse, what: string) {
  if (response.ok) return;
  // A 5xx is the PSP failing, not refusing: the log must not send anyone looking for a refusal.
  const failed = response.status >= 500 ? `the PSP failed to ${what}` : `the PSP refused to ${what}`;
  throw new PspError(`${failed} (HTTP ${response.status})`, response.status);
}

/** The calendario and valor of PUT /cobv/{txid}: the rules go as API Pix defines them, unchanged. */
function cobvFields(due: PixDueCharge, original: string) {
  return {
    calendario: { dataDeVencimento: due.dataDeVencimento, validadeAposVencimento: due.validadeAposVencimento },
    valor: {
      original,
      ...(due.multa ? { multa: due.multa } : {}),
      ...(due.juros ? { juros: due.juros } : {}),
      ...(due.abatimento ? { abatimento: due.abatimento } : {}),
      ...(due.desconto ? { desconto: due.desconto } : {}),
    },
  };
}

export function createApiPixPsp(config: ApiPixConfig): PixPsp {
  const baseUrl = config.baseUrl.replace(/\/$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;
  const agent = pspAgent(config.tls, config.lookup);
  const lookup = config.lookup;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const response = await pspRequest({
      url: config.tokenUrl,
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      timeoutMs,
      agent,
      lookup,
    });
    if (!response.ok) {
      throw new PspError(`the PSP refused the client credentials (HTTP ${response.status})`, response.status, response.status === 401 || response.status === 400 ? "unauthorized" : undefined);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string") throw new PspError("the PSP token answer has no access_token");
    const lifetimeS = typeof body.expires_in === "number" ? body.expires_in : 300;
    return { value: body.access_token, expiresAt: Date.now() + lifetimeS * 1000 - TOKEN_MARGIN_MS };
  }

  /** One token shared by concurrent requests; fetched again only when it nears expiry or is refused. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    token = await pending;
    return token.value;
  }

  async function call(method: string, path: string, body?: unknown, retried = false): Promise<PspResponse> {
    const response = await pspRequest({
      url: `${baseUrl}${path}`,
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      agent,
      lookup,
    });
    if (response.status === 401 && !retried) {
      // The PSP revoked or rotated the token before its announced expiry: get a fresh one once.
      token = null;
      return call(method, path, body, true);
    }
    return response;
  }

  const refundPath = (endToEndId: string, refundId: string) =>
    `/pix/${encodeURIComponent(endToEndId)}/devolucao/${encodeURIComponent(refundId)}`;

  return {
    name: config.name ?? "apipix",
    ownerUserId: config.ownerUserId,
    async createCharge(charge: PixChargeRequest): Promise<PixCharge> {
      const payer = charge.payer
        ? { nome: charge.payer.name, [charge.payer.documentType === "CPF" ? "cpf" : "cnpj"]: charge.payer.document }
        : undefined;
      const common = {
        ...(payer ? { devedor: payer } : {}),
        chave: charge.key,
        ...(charge.description ? { solicitacaoPagador: charge.description.slice(0, 140) } : {}),
      };
      const original = formatAmount(charge.amountCentavos);
      const response = charge.due
        ? await call("PUT", `/cobv/${encodeURIComponent(charge.txid)}`, { ...common, ...cobvFields(charge.due, original) })
        : await call("PUT", `/cob/${encodeURIComponent(charge.txid)}`, {
            calendario: { expiracao: charge.expiresInSeconds },
            ...common,
            valor: { original },
          });
      await expectOk(response, "create the charge");
      const body = (await response.json()) as { pixCopiaECola?: unknown; location?: unknown; loc?: { location?: unknown } };
      const location = typeof body.location === "string" ? body.location : body.loc?.location;
      if (typeof body.pixCopiaECola !== "string" || typeof location !== "string") {
        throw new PspError("the PSP charge answer has no pixCopiaECola or location");
      }
      return { emv: body.pixCopiaECola, location };
    },
    async getPix(endToEndId: string): Promise<SettledPix | null> {
      const response = await call("GET", `/pix/${encodeURIComponent(endToEndId)}`);
      if (response.status === 404) return null;
      await expectOk(response, "read the pix");
      return toSettledPix((await response.json()) as WirePix);
    },

    async getCharge(txid: string, options: { withDueDate?: boolean } = {}): Promise<ChargeStatus | null> {
      const response = await call("GET", `/${options.withDueDate ? "cobv" : "cob"}/${encodeURIComponent(txid)}`);
      if (response.status === 404) return null;
      await expectOk(response, "read the charge");
      const body = (await response.json()) as { status?: unknown; pix?: unknown };
      const pix = Array.isArray(body.pix) ? (body.pix as WirePix[]).map(toSettledPix) : [];
      return { status: typeof body.status === "string" ? body.status : "UNKNOWN", pix };
    },
    async requestRefund(refund) {
      try {
        const response = await call("PUT", refundPath(refund.endToEndId, refund.refundId), {
          valor: formatAmount(refund.amountCentavos),
          ...(refund.description ? { descricao: refund.description.slice(0, 140) } : {}),
        });
        return await devolucaoAnswerOf(response, "make the devolução");
      } catch (error) {
        return { kind: "unknown", reason: unknownReason(error) };
      }
    },
    async getRefund(endToEndId, refundId) {
      try {
        const response = await call("GET", refundPath(endToEndId, refundId));
        // Only the PSP's own "not found" (a problem body) proves it never saw the devolução.
        if (response.status === 404 && (await problemReasonOf(response))) return { kind: "absent" };
        const answer = await devolucaoAnswerOf(response, "read the devolução");
        // A read is never a refusal: whatever it says of the request, the devolução's fate is still unknown.
        return answer.kind === "refused" ? { kind: "unknown", reason: `HTTP ${answer.httpStatus}: ${answer.reason}` } : answer;
      } catch (error) {
        return { kind: "unknown", reason: unknownReason(error) };
      }
    },
    async listCharges(from, to) {
      const query = new URLSearchParams({ inicio: from.toISOString(), fim: to.toISOString() });
      const response = await call("GET", `/cob?${query.toString()}`);
      await expectOk(response, "list the charges");
      const body = (await response.json()) as { cobs?: unknown };
      return Array.isArray(body.cobs) ? body.cobs.length : 0;
    },
    async registerWebhook(key, webhookUrl) {
      const response = await call("PUT", `/webhook/${encodeURIComponent(key)}`, { webhookUrl });
      await expectOk(response, "register the webhook");
    },
    async getWebhook(key) {
      const response = await call("GET", `/webhook/${encodeURIComponent(key)}`);
      if (response.status === 404) return null;
      await expectOk(response, "read the webhook");
      const body = (await response.json()) as { webhookUrl?: unknown };
      return typeof body.webhookUrl === "string" ? body.webhookUrl : null;
    },
  };
}
