// The few calls of TRON's HTTP API the watcher makes (TronGrid, or a full node's /wallet and
// /walletsolidity endpoints): the head block, the solidified head, a block's transaction infos with
// their event logs, and one transaction's info as the solidified chain has it.
import { z } from "zod";

/** TronGrid asked us to slow down (429); no call is made again before `retryAt`. */
export class TronRateLimitedError extends Error {
  constructor(readonly retryAt: number) {
    super("the TRON API is rate limiting us");
  }
}

const blockSchema = z.object({
  blockID: z.string(),
  block_header: z.object({ raw_data: z.object({ number: z.number().int().nonnegative(), timestamp: z.number() }) }),
});

const logSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()).default([]),
  data: z.string().default(""),
});

const transactionInfoSchema = z.object({
  id: z.string(),
  blockNumber: z.number().int().nonnegative(),
  blockTimeStamp: z.number().optional(),
  receipt: z.object({ result: z.string().optional() }).partial().optional(),
  log: z.array(logSchema).optional(),
});

/** An unknown transaction is answered as {}. */
const transactionInfoOrNull = (answer: unknown): TronTransactionInfo | null =>
  answer && typeof answer === "object" && "id" in answer ? transactionInfoSchema.parse(answer) : null;

export type TronBlockHead = { number: number; id: string; timestamp: number };
export type TronTransactionInfo = z.infer<typeof transactionInfoSchema>;

export type TronApi = {
  nowBlock: () => Promise<TronBlockHead>;
  solidifiedBlock: () => Promise<TronBlockHead>;
  transactionInfosOfBlock: (number: number) => Promise<TronTransactionInfo[]>;
  /** The transaction as the solidified chain has it; null when it is not there. */
  solidifiedTransactionInfo: (id: string) => Promise<TronTransactionInfo | null>;
  /** The transaction once it is in a block, solidified or not; null when the node does not know it. */
  transactionInfo: (id: string) => Promise<TronTransactionInfo | null>;
};

/** Per process and API: after a 429 every caller waits until its Retry-After has passed. */
const blockedUntil = new Map<string, number>();

export function createTronApi(params: { apiUrl: string; apiKey?: string; timeoutMs: number; now?: () => number }): TronApi {
  const base = params.apiUrl.replace(/\/$/, "");
  const now = params.now ?? Date.now;

  async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
    const blocked = blockedUntil.get(base) ?? 0;
    if (now() < blocked) throw new TronRateLimitedError(blocked);
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (params.apiKey) headers["TRON-PRO-API-KEY"] = params.apiKey;
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(params.timeoutMs),
    });
    const text = await response.text();
    if (response.status === 429) {
      const seconds = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
      const retryAt = now() + (Number.isFinite(seconds) ? seconds : 30) * 1000;
      blockedUntil.set(base, retryAt);
      throw new TronRateLimitedError(retryAt);
    }
    let parsed: unknown;
    try {
      parsed = text === "" ? {} : JSON.parse(text);
    } catch {
      throw new Error(`the TRON API answered ${path} with ${response.status} and no JSON`);
    }
    // Nodes answer some failures with 200 and {"Error": "..."}; TronGrid its refusals with 4xx and the same.
    const failure = (parsed as { Error?: unknown } | null)?.Error;
    if (!response.ok || typeof failure === "string") {
      throw new Error(`the TRON API answered ${path} with ${response.status}${typeof failure === "string" ? `: ${failure.slice(0, 200)}` : ""}`);
    }
    return parsed;
  }

  const head = (value: unknown): TronBlockHead => {
    const block = blockSchema.parse(value);
    return { number: block.block_header.raw_data.number, id: block.blockID, timestamp: block.block_header.raw_data.timestamp };
  };

  return {
    nowBlock: async () => head(await call("/wallet/getnowblock", {})),
    solidifiedBlock: async () => head(await call("/walletsolidity/getnowblock", {})),
    transactionInfosOfBlock: async (number) => {
      const answer = await call("/wallet/gettransactioninfobyblocknum", { num: number });
      // A block without transactions is answered as [] by some nodes and {} by others.
      return Array.isArray(answer) ? z.array(transactionInfoSchema).parse(answer) : [];
    },
    solidifiedTransactionInfo: async (id) => transactionInfoOrNull(await call("/walletsolidity/gettransactioninfobyid", { value: id })),
    transactionInfo: async (id) => transactionInfoOrNull(await call("/wallet/gettransactioninfobyid", { value: id })),
  };
}
