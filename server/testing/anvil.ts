// Test helper: a real local EVM chain (anvil from the @foundry-rs/anvil npm package) on a free port.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";

const platformPackage: Record<string, string> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
};

function anvilBinary() {
  const name = platformPackage[`${process.platform}-${process.arch}`];
  if (!name) throw new Error(`no anvil binary for ${process.platform}-${process.arch}`);
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), "bin", "anvil");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startAnvil(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(anvilBinary(), ["--host", "127.0.0.1", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start:\n${output}`)), 20_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Runtime code of a stub token for tests: any call emits the standard ERC-20
 * Transfer(caller, to, value) log for `transfer(address to, uint256 value)` calldata and returns
 * true. The watcher reads only Transfer logs, so this stands in for USDT without a compiler.
 */
export const transferLogTokenCode: `0x${string}` = `0x${[
  "602435", // PUSH1 0x24 CALLDATALOAD: value
  "600052", // PUSH1 0 MSTORE: memory[0..32] = value
  "600435", // PUSH1 0x04 CALLDATALOAD: to (topic 2)
  "33", // CALLER: from (topic 1)
  "7fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef", // PUSH32 Transfer topic
  "6020", // PUSH1 32: data size
  "6000", // PUSH1 0: data offset
  "a3", // LOG3
  "6001600052", // memory[0..32] = 1 (true)
  "60206000f3", // RETURN memory[0..32]
].join("")}`;
