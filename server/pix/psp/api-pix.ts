// The Central Bank's standard "API Pix" (BACEN API Pix v2): OAuth2 client credentials, PUT /cob/{txid},
// GET /cob/{txid} (and /cobv/{txid} for charges with a due date) and GET /pix/{endToEndId}. Production PSPs also require mutual TLS, which the
// process sets up outside this adapter (e.g. a TLS-terminating sidecar or NODE_EXTRA_CA_CERTS).
import { FIAT_DECIMALS, parseUnits } from "@/server/money";
import type { PixDueCharge } from "@/server/pix-due-charge";
import { formatAmount } from "../brcode";
import type { ChargeStatus, PixCharge, PixChargeRequest, PixPsp, SettledPix } from "./psp";

export type ApiPixConfig = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
};

type Token = { value: string; expiresAt: number };

export class PspError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "PspError";
  }
}

/** A token is renewed this long before the PSP says it expires, so no request carries a dying one. */
const TOKEN_MARGIN_MS = 30_000;

type WirePix = { endToEndId?: unknown; txid?: unknown; valor?: unknown; chave?: unknown; horario?: unknown };

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
    raw: value,
  };
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
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const response = await fetch(config.tokenUrl, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new PspError(`the PSP refused the client credentials (HTTP ${response.status})`, response.status);
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

  async function call(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 && !retried) {
      // The PSP revoked or rotated the token before its announced expiry: get a fresh one once.
      token = null;
      return call(method, path, body, true);
    }
    return response;
  }

  return {
    name: "apipix",

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
      if (!response.ok) throw new PspError(`the PSP refused the charge (HTTP ${response.status})`, response.status);
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
      if (!response.ok) throw new PspError(`the PSP could not read the pix (HTTP ${response.status})`, response.status);
      return toSettledPix((await response.json()) as WirePix);
    },

    async getCharge(txid: string, options: { withDueDate?: boolean } = {}): Promise<ChargeStatus | null> {
      const response = await call("GET", `/${options.withDueDate ? "cobv" : "cob"}/${encodeURIComponent(txid)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new PspError(`the PSP could not read the charge (HTTP ${response.status})`, response.status);
      const body = (await response.json()) as { status?: unknown; pix?: unknown };
      const pix = Array.isArray(body.pix) ? (body.pix as WirePix[]).map(toSettledPix) : [];
      return { status: typeof body.status === "string" ? body.status : "UNKNOWN", pix };
    },
  };
}
