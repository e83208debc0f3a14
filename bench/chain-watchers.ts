// Chain watcher benchmark: N open invoices on a local EVM chain (anvil, chain id 137, a real ERC-20
// with 6 decimals, as USDT on Polygon) and N on a local TRON HTTP API; blocks come at a steady
// pace, about half of them carrying a payment to one random open invoice, while the watcher ticks
// as the scheduler would. Prints the node requests per new block and the detection latency (from
// the payment's block to the invoice leaving WAITING_PAYMENT).
//
//   npx tsx bench/chain-watchers.ts [--invoices 10000] [--blocks 40] [--tick-ms 1000] [--block-ms 1500]
//
// Embedded PGlite in memory; BENCH_DATABASE_URL=postgres://…/postgres runs on a server (a scratch
// database is created and dropped).
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { inArray, sql } from "drizzle-orm";
import { createPublicClient, createTestClient, getAddress, http, type Address } from "viem";
import { rowsOf, type Database } from "@/db/client";
import { invoices } from "@/db/schema";
import type { EvmChainConfig } from "@/server/crypto/chains/evm/evm-config";
import { watchEvmChain } from "@/server/crypto/chains/evm/watch-evm-chain";
import type { TronWatcherConfig } from "@/server/crypto/chains/tron/tron-config";
import { watchTron } from "@/server/crypto/chains/tron/watch-tron";
import { tronAddressFromHex } from "@/server/crypto/wallets/tron-address";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { startAnvil } from "@/server/testing/anvil";
import { deployer, deployTestStablecoin } from "@/server/testing/erc20";
import { startFakeTronApi } from "@/server/testing/fake-tron-api";
import { openBenchDatabase } from "./bench-database";

const { values: args } = parseArgs({
  options: {
    invoices: { type: "string", default: "10000" },
    blocks: { type: "string", default: "40" },
    "tick-ms": { type: "string", default: "1000" },
    "block-ms": { type: "string", default: "1500" },
  },
});
const invoiceCount = Number(args.invoices);
const blockCount = Number(args.blocks);
const tickMs = Number(args["tick-ms"]);
const blockMs = Number(args["block-ms"]);
const due = 25_000_000n;

const log = (...parts: unknown[]) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
};

async function openInvoices(db: Database, payCurrency: string, addresses: string[]) {
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into users (email, password_hash, name) values (${`bench-${randomBytes(4).toString("hex")}@example.com`}, 'x', 'Bench') returning id`),
  );
  if (!user) throw new Error("no user");
  const ids: number[] = [];
  for (let start = 0; start < addresses.length; start += 1000) {
    const rows = await db
      .insert(invoices)
      .values(
        addresses.slice(start, start + 1000).map((payAddress) => ({
          userId: Number(user.id),
          gateway: "crypto" as const,
          amountMinor: 13_500n,
          currency: "BRL",
          checkoutId: newCheckoutId(),
          expiresAt: new Date(Date.now() + 3 * 3600_000),
          payCurrency,
          amountDueBase: due.toString(),
          payAddress,
          rate: "5.40",
          rateSource: "static",
          rateAt: new Date(),
        })),
      )
      .returning({ id: invoices.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Forwards JSON-RPC to anvil and counts HTTP requests and the calls in them (a batch counts each). */
async function countingProxy(target: string) {
  const counts = { http: 0, calls: 0, methods: new Map<string, number>() };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", async () => {
      counts.http += 1;
      const parsed = JSON.parse(body) as { method: string } | { method: string }[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        counts.calls += 1;
        counts.methods.set(call.method, (counts.methods.get(call.method) ?? 0) + 1);
      }
      const answer = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
      response.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counts, close: () => server.close() };
}

type Tracked = { invoiceId: number; minedAt: number; detectedAt?: number };

/** Ticks every `tickMs` until told to stop; after each tick, notes the tracked invoices it moved. */
function ticker(db: Database, tick: () => Promise<unknown>, tracked: Tracked[]) {
  let running = true;
  const durations: number[] = [];
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await tick();
      durations.push(performance.now() - started);
      const open = tracked.filter((entry) => entry.detectedAt === undefined);
      if (open.length > 0) {
        const moved = await db
          .select({ id: invoices.id, status: invoices.status })
          .from(invoices)
          .where(inArray(invoices.id, open.map((entry) => entry.invoiceId)));
        const now = performance.now();
        for (const row of moved) {
          if (row.status === "WAITING_PAYMENT") continue;
          const entry = open.find((candidate) => candidate.invoiceId === row.id);
          if (entry) entry.detectedAt = now;
        }
      }
      await sleep(Math.max(0, tickMs - (performance.now() - started)));
    }
  })();
  return { durations, stop: async () => ((running = false), await done) };
}

function report(label: string, params: { blocks: number; http: number; calls: number; tracked: Tracked[]; durations: number[] }) {
  const latencies = params.tracked.flatMap((entry) => (entry.detectedAt === undefined ? [] : [entry.detectedAt - entry.minedAt]));
  const missed = params.tracked.length - latencies.length;
  const summary = {
    rail: label,
    invoices: invoiceCount,
    newBlocks: params.blocks,
    ticks: params.durations.length,
    requestsPerTick: +(params.http / params.durations.length).toFixed(2),
    requestsPerNewBlock: +(params.http / params.blocks).toFixed(2),
    callsPerNewBlock: +(params.calls / params.blocks).toFixed(2),
    payments: params.tracked.length,
    missed,
    detectionMs: { p50: Math.round(percentile(latencies, 0.5)), p95: Math.round(percentile(latencies, 0.95)), max: Math.round(Math.max(...latencies)) },
    tickMs: { p50: Math.round(percentile(params.durations, 0.5)), p95: Math.round(percentile(params.durations, 0.95)) },
  };
  console.log(JSON.stringify(summary));
  return summary;
}

async function benchEvm(db: Database) {
  const anvil = await startAnvil({ chainId: 137 });
  const token = await deployTestStablecoin({ rpcUrl: anvil.url, symbol: "USDT", decimals: 6 });
  await token.mint(deployer, 10n ** 15n);
  const addresses = Array.from({ length: invoiceCount }, () => getAddress(`0x${randomBytes(20).toString("hex")}`));
  const ids = await openInvoices(db, "USDTPOLYGON", addresses);
  log(`EVM: ${ids.length} open USDTPOLYGON invoices`);
  const proxy = await countingProxy(anvil.url);
  const config: EvmChainConfig = {
    network: "polygon",
    rpcUrl: proxy.url,
    chainId: 137,
    confirmations: 3,
    nativeAsset: null,
    tokens: [{ asset: "USDTPOLYGON", contract: token.address, symbol: "USDT", decimals: 6 }],
    batchBlocks: 500,
    maxBlocksPerTick: 5_000,
    lookbackBlocks: 300,
    timeoutMs: 10_000,
    idleProbeMs: 60_000,
  };
  const tick = () => watchEvmChain(db, config, new Date());
  await tick(); // the cursor starts at the head
  const client = createTestClient({ mode: "anvil", transport: http(anvil.url) });
  const reader = createPublicClient({ transport: http(anvil.url) });
  const headBefore = Number(await reader.getBlockNumber());
  proxy.counts.http = 0;
  proxy.counts.calls = 0;
  const tracked: Tracked[] = [];
  const running = ticker(db, tick, tracked);
  for (let block = 0; block < blockCount; block++) {
    const index = Math.floor(Math.random() * ids.length);
    if (block % 2 === 0) {
      await token.transfer({ to: addresses[index] as Address, value: due });
      tracked.push({ invoiceId: ids[index] ?? 0, minedAt: performance.now() });
    } else {
      await client.mine({ blocks: 1 });
    }
    await sleep(blockMs);
  }
  await sleep(2 * tickMs);
  await running.stop();
  const headAfter = Number(await reader.getBlockNumber());
  const summary = report("EVM (eth_getLogs, USDT on a local Polygon)", {
    blocks: headAfter - headBefore,
    http: proxy.counts.http,
    calls: proxy.counts.calls,
    tracked,
    durations: running.durations,
  });
  log("EVM calls by method", Object.fromEntries(proxy.counts.methods));
  proxy.close();
  await anvil.stop();
  return summary;
}

async function benchTron(db: Database) {
  const tron = await startFakeTronApi({ solidityLag: 19 });
  const addresses = Array.from({ length: invoiceCount }, () => tronAddressFromHex(randomBytes(20).toString("hex")));
  const ids = await openInvoices(db, "USDTTRON", addresses);
  log(`TRON: ${ids.length} open USDTTRON invoices`);
  const config: TronWatcherConfig = {
    apiUrl: tron.url,
    confirmations: 1,
    tokens: [{ asset: "USDTTRON", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 }],
    maxBlocksPerTick: 300,
    concurrency: 4,
    lookbackBlocks: 100,
    timeoutMs: 10_000,
    idleProbeMs: 60_000,
  };
  const tick = () => watchTron(db, config, new Date());
  await tick();
  const headBefore = tron.state.head;
  tron.state.requests.length = 0;
  const tracked: Tracked[] = [];
  const running = ticker(db, tick, tracked);
  for (let block = 0; block < blockCount; block++) {
    const index = Math.floor(Math.random() * ids.length);
    if (block % 2 === 0) {
      tron.transfer({ to: addresses[index] ?? "", value: due });
      tracked.push({ invoiceId: ids[index] ?? 0, minedAt: performance.now() });
    } else {
      tron.mine(1);
    }
    await sleep(blockMs);
  }
  await sleep(2 * tickMs);
  await running.stop();
  const requests = tron.state.requests.length;
  const summary = report("TRON (a block's transaction infos, local TRON HTTP API)", {
    blocks: tron.state.head - headBefore,
    http: requests,
    calls: requests,
    tracked,
    durations: running.durations,
  });
  await tron.close();
  return summary;
}

const database = await openBenchDatabase();
log(`database: ${database.label}; ${invoiceCount} invoices per rail, ${blockCount} blocks every ${blockMs} ms, a tick every ${tickMs} ms`);
try {
  await benchEvm(database.db);
  await benchTron(database.db);
} finally {
  await database.close();
}
