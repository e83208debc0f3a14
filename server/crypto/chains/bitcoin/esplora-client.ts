// The Esplora API calls the Bitcoin watcher (and the check of a pasted withdrawal hash) needs, with
// the response shapes checked.
import { z } from "zod";

const esploraTransaction = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vout: z.array(
    z.object({
      scriptpubkey_address: z.string().optional(),
      value: z.number().int().nonnegative(),
    }),
  ),
  status: z.object({
    confirmed: z.boolean(),
    block_height: z.number().int().nonnegative().optional(),
    block_time: z.number().int().nonnegative().optional(),
  }),
});

export type EsploraTransaction = z.infer<typeof esploraTransaction>;

export function createEsploraClient(options: { baseUrl: string; timeoutMs: number }) {
  const base = options.baseUrl.replace(/\/$/, "");
  const get = async (pathname: string) => {
    const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) throw new Error(`Esplora ${pathname} answered ${response.status}`);
    return response;
  };
  return {
    async tipHeight(): Promise<number> {
      const text = (await (await get("/blocks/tip/height")).text()).trim();
      if (!/^\d+$/.test(text)) throw new Error("Esplora tip height is not a number");
      return Number(text);
    },
    /** One transaction by its id; null when the indexer does not know it. */
    async transaction(txid: string): Promise<EsploraTransaction | null> {
      const response = await fetch(`${base}/tx/${encodeURIComponent(txid)}`, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new Error(`Esplora /tx answered ${response.status}`);
      return esploraTransaction.parse(await response.json());
    },
    /** Mempool transactions of the address (up to 50) and its newest confirmed ones (up to 25). */
    async addressTransactions(address: string): Promise<EsploraTransaction[]> {
      const body: unknown = await (await get(`/address/${encodeURIComponent(address)}/txs`)).json();
      return z.array(esploraTransaction).parse(body);
    },
  };
}
