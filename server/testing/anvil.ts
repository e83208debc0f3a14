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

/** A local chain; `chainId` makes it stand for a given network (1 Ethereum, 56 BSC, 137 Polygon…). */
export async function startAnvil(options: { chainId?: number } = {}): Promise<{ url: string; chainId: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const chainId = options.chainId ?? 31337;
  const child = spawn(anvilBinary(), ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(chainId)], {
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
    chainId,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
