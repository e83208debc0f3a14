// Test helper: a local HTTP server answering like TRON's HTTP API (TronGrid or a full node's /wallet
// and /walletsolidity endpoints) for the calls the watcher makes, with blocks, TRC-20 transfers,
// solidification, re-orgs, error and rate-limit answers set by the test. With `control: true` it
// also takes /__control/* calls, so a test in another process (Playwright) can pay through it.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { assets } from "@/vocabulary/assets";
import { tronAddressToHex20 } from "@/server/crypto/wallets/tron-address";

const TRANSFER_TOPIC = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/** A payer of the tests, any valid TRON address. */
export const fakeTronPayer = "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK";

type Log = { address: string; topics: string[]; data: string };
/** One entry of gettransactioninfobyblocknum, in the node's shape. */
type TransactionInfo = {
  id: string;
  fee: number;
  blockNumber: number;
  blockTimeStamp: number;
  contractResult: string[];
  contract_address: string;
  receipt: { energy_usage_total: number; net_usage: number; result: string };
  log?: Log[];
};
type Block = { number: number; id: string; timestamp: number; infos: TransactionInfo[] };

const pad32 = (hex: string) => hex.padStart(64, "0");

export type FakeTronFailure = { path?: string; status: number; body: unknown; headers?: Record<string, string>; times?: number };

export async function startFakeTronApi(options: { startBlock?: number; solidityLag?: number; control?: boolean; port?: number } = {}) {
  const startBlock = options.startBlock ?? 70_000_000;
  const state = {
    blocks: new Map<number, Block>(),
    head: startBlock,
    /** Blocks behind the head that are not solidified yet (TRON's is about 19). */
    solidityLag: options.solidityLag ?? 19,
    requests: [] as { path: string; body: unknown }[],
    failures: [] as FakeTronFailure[],
    /** The API key TronGrid would have been sent, if any. */
    apiKeys: [] as string[],
  };
  const blockAt = (number: number): Block => {
    let block = state.blocks.get(number);
    if (!block) {
      block = { number, id: number.toString(16).padStart(16, "0") + randomBytes(24).toString("hex"), timestamp: 1_763_800_000_000 + number * 3000, infos: [] };
      state.blocks.set(number, block);
    }
    return block;
  };
  const solidified = () => Math.max(0, state.head - state.solidityLag);

  const api = {
    state,
    solidified,
    /** Produces `count` empty blocks. */
    mine(count = 1) {
      for (let index = 0; index < count; index++) blockAt(++state.head);
    },
    /** A TRC-20 transfer in a new block; returns its transaction id. */
    transfer(params: { to: string; value: bigint; contract?: string; from?: string; result?: string }) {
      const contract = params.contract ?? assets.USDTTRON.tokenContract ?? "";
      api.mine(1);
      const block = blockAt(state.head);
      const id = randomBytes(32).toString("hex");
      const contractHex = tronAddressToHex20(contract);
      const success = (params.result ?? "SUCCESS") === "SUCCESS";
      block.infos.push({
        id,
        fee: 13_844_850,
        blockNumber: block.number,
        blockTimeStamp: block.timestamp,
        contractResult: [success ? pad32("1") : ""],
        contract_address: `41${contractHex}`,
        receipt: { energy_usage_total: 64_285, net_usage: 345, result: params.result ?? "SUCCESS" },
        ...(success
          ? {
              log: [
                {
                  address: contractHex,
                  topics: [TRANSFER_TOPIC, pad32(tronAddressToHex20(params.from ?? fakeTronPayer)), pad32(tronAddressToHex20(params.to))],
                  data: pad32(params.value.toString(16)),
                },
              ],
            }
          : {}),
      });
      return id;
    },
    /** A re-org: the block at `number` is replaced by one without its transactions. */
    replaceBlock(number: number) {
      state.blocks.delete(number);
      blockAt(number);
    },
  };

  const answer = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));

  const blockJson = (block: Block) => ({
    blockID: block.id,
    block_header: {
      raw_data: { number: block.number, txTrieRoot: "0".repeat(64), witness_address: `41${"5".repeat(40)}`, parentHash: "0".repeat(64), version: 31, timestamp: block.timestamp },
      witness_signature: "ab".repeat(65),
    },
    transactions: [],
  });

  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    "/wallet/getnowblock": () => blockJson(blockAt(state.head)),
    "/walletsolidity/getnowblock": () => blockJson(blockAt(solidified())),
    "/wallet/gettransactioninfobyblocknum": (body) => {
      const number = Number(body.num);
      return number <= state.head ? blockAt(number).infos : [];
    },
    "/wallet/gettransactioninfobyid": (body) => {
      for (const block of state.blocks.values()) {
        const info = block.number <= state.head ? block.infos.find((entry) => entry.id === body.value) : undefined;
        if (info) return info;
      }
      return {};
    },
    "/walletsolidity/gettransactioninfobyid": (body) => {
      for (const block of state.blocks.values()) {
        if (block.number > solidified()) continue;
        const info = block.infos.find((entry) => entry.id === body.value);
        if (info) return info;
      }
      return {};
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return answer(response, 400, { Error: "invalid json" });
      }
      if (options.control && path.startsWith("/__control/")) {
        if (path === "/__control/transfer") {
          const id = api.transfer({ to: String(body.to), value: BigInt(String(body.value)) });
          return answer(response, 200, { id, block: state.head });
        }
        if (path === "/__control/mine") {
          api.mine(Number(body.blocks ?? 1));
          return answer(response, 200, { head: state.head, solidified: solidified() });
        }
        return answer(response, 404, { Error: "unknown control" });
      }
      state.requests.push({ path, body });
      const key = request.headers["tron-pro-api-key"];
      if (typeof key === "string") state.apiKeys.push(key);
      const failure = state.failures.find((entry) => entry.path === undefined || entry.path === path);
      if (failure) {
        failure.times = (failure.times ?? 1) - 1;
        if (failure.times <= 0) state.failures.splice(state.failures.indexOf(failure), 1);
        return answer(response, failure.status, failure.body, failure.headers);
      }
      const route = routes[path];
      if (!route) return answer(response, 404, { Error: `${path} not found` });
      answer(response, 200, route(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  blockAt(state.head);
  return {
    ...api,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeTronApi = Awaited<ReturnType<typeof startFakeTronApi>>;
