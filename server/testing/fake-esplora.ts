// Test helper: a local HTTP server answering like an Esplora API (mempool.space / blockstream.info),
// with the transactions per address set by the test.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The fields Esplora returns for a transaction, in its real shape (trimmed scripts). */
export function esploraTransaction(params: {
  txid: string;
  outputs: { address: string; value: number }[];
  blockHeight?: number;
  /** The block's time (unix seconds), for a confirmed transaction. */
  blockTime?: number;
}) {
  return {
    txid: params.txid,
    version: 2,
    locktime: 0,
    vin: [
      {
        txid: "f".repeat(64),
        vout: 0,
        prevout: {
          scriptpubkey: "0014" + "11".repeat(20),
          scriptpubkey_asm: "OP_0 OP_PUSHBYTES_20 " + "11".repeat(20),
          scriptpubkey_type: "v0_p2wpkh",
          scriptpubkey_address: "bc1qzyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3hph6y0",
          value: 10_000_000,
        },
        scriptsig: "",
        scriptsig_asm: "",
        witness: ["30440220" + "00".repeat(64), "02" + "22".repeat(32)],
        is_coinbase: false,
        sequence: 4294967293,
      },
    ],
    vout: params.outputs.map((output) => ({
      scriptpubkey: "0014" + "33".repeat(20),
      scriptpubkey_asm: "OP_0 OP_PUSHBYTES_20 " + "33".repeat(20),
      scriptpubkey_type: "v0_p2wpkh",
      scriptpubkey_address: output.address,
      value: output.value,
    })),
    size: 222,
    weight: 561,
    fee: 1410,
    status:
      params.blockHeight === undefined
        ? { confirmed: false }
        : {
            confirmed: true,
            block_height: params.blockHeight,
            block_hash: "0".repeat(8) + "ab".repeat(28),
            block_time: params.blockTime ?? 1_763_800_000,
          },
  };
}

export type EsploraTransactionFixture = ReturnType<typeof esploraTransaction>;

export async function startFakeEsplora() {
  const state = {
    tipHeight: 900_000,
    transactions: new Map<string, EsploraTransactionFixture[]>(),
    failingAddresses: new Set<string>(),
    requests: [] as string[],
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? "/";
    state.requests.push(url);
    if (url === "/blocks/tip/height") {
      response.writeHead(200, { "content-type": "text/plain" }).end(String(state.tipHeight));
      return;
    }
    const byId = /^\/tx\/([0-9a-f]{64})$/.exec(url);
    if (byId) {
      const found = [...state.transactions.values()].flat().find((transaction) => transaction.txid === byId[1]);
      if (!found) response.writeHead(404, { "content-type": "text/plain" }).end("Transaction not found");
      else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
      return;
    }
    const match = /^\/address\/([^/]+)\/txs$/.exec(url);
    if (match?.[1]) {
      const address = decodeURIComponent(match[1]);
      if (state.failingAddresses.has(address)) {
        response.writeHead(502, { "content-type": "text/plain" }).end("upstream error");
        return;
      }
      // Esplora lists mempool transactions first, then confirmed ones newest first.
      const listed = [...(state.transactions.get(address) ?? [])].sort(
        (a, b) => Number(a.status.confirmed) - Number(b.status.confirmed),
      );
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(listed));
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
