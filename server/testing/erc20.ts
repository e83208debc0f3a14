// Test helper: a real ERC-20 (server/testing/contracts/TestStablecoin.sol) compiled with the solc
// npm package and deployed to a local chain, with the decimals of the stablecoin it stands for.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  createTestClient,
  createWalletClient,
  getAddress,
  http,
  publicActions,
  type Abi,
  type Address,
  type Hex,
} from "viem";

const sourcePath = fileURLToPath(new URL("./contracts/TestStablecoin.sol", import.meta.url));

/** anvil's first pre-funded, unlocked account deploys the tokens and mints. */
export const deployer = getAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");

type Artifact = { abi: Abi; bytecode: Hex };

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

let compiled: Artifact | undefined;

/**
 * Compiles the token once per process; the result is kept in the system's temporary directory under
 * the hash of the source and compiler version, so other test files skip the compiler's start-up.
 */
export function compileTestStablecoin(): Artifact {
  if (compiled) return compiled;
  const source = readFileSync(sourcePath, "utf8");
  const require = createRequire(import.meta.url);
  const solcVersion = (require("solc/package.json") as { version: string }).version;
  const key = createHash("sha256").update(`${solcVersion}\n${source}`).digest("hex").slice(0, 16);
  const cacheDir = path.join(tmpdir(), "ponte-solc-cache");
  const cachePath = path.join(cacheDir, `TestStablecoin-${key}.json`);
  try {
    compiled = JSON.parse(readFileSync(cachePath, "utf8")) as Artifact;
    return compiled;
  } catch {
    // Not compiled yet on this machine.
  }
  const solc = require("solc") as { compile: (input: string) => string };
  const input = {
    language: "Solidity",
    sources: { "TestStablecoin.sol": { content: source } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join("\n"));
  const contract = output.contracts["TestStablecoin.sol"]?.TestStablecoin;
  if (!contract) throw new Error("solc produced no TestStablecoin");
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cachePath, JSON.stringify(compiled));
  return compiled;
}

export type DeployedToken = {
  address: Address;
  decimals: number;
  /** Mints to `to` and waits for the block. */
  mint: (to: Address, value: bigint) => Promise<void>;
  /** `from` (an unlocked anvil account; the owner by default) sends `value` to `to` with transfer(); waits for the block. */
  transfer: (params: { to: Address; value: bigint; from?: Address }) => Promise<Hex>;
};

/** Deploys a token from `owner` (an unlocked anvil account; the first by default), who alone mints. */
export async function deployTestStablecoin(params: { rpcUrl: string; symbol: string; decimals: number; owner?: Address }): Promise<DeployedToken> {
  const owner = params.owner ?? deployer;
  const { abi, bytecode } = compileTestStablecoin();
  const chain = createTestClient({ mode: "anvil", transport: http(params.rpcUrl) }).extend(publicActions);
  const wallet = createWalletClient({ transport: http(params.rpcUrl) });
  const hash = await wallet.deployContract({
    abi,
    bytecode,
    account: owner,
    chain: null,
    args: [`Test ${params.symbol}`, params.symbol, params.decimals],
  });
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (!receipt.contractAddress) throw new Error("the token was not deployed");
  const address = getAddress(receipt.contractAddress);
  const send = async (from: Address, functionName: "mint" | "transfer", args: [Address, bigint]) => {
    const sent = await wallet.writeContract({ address, abi, functionName, args, account: from, chain: null });
    const mined = await chain.waitForTransactionReceipt({ hash: sent, pollingInterval: 20 });
    if (mined.status !== "success") throw new Error(`${functionName} reverted`);
    return sent;
  };
  return {
    address,
    decimals: params.decimals,
    mint: async (to, value) => {
      await send(owner, "mint", [to, value]);
    },
    transfer: ({ to, value, from = owner }) => send(from, "transfer", [to, value]),
  };
}

/** USDT as on BNB Smart Chain (18 decimals), deployed by `owner` and `supply` base units minted to it. */
export async function deployTestUsdt(rpcUrl: string, owner: Address, supply: bigint): Promise<Address> {
  const token = await deployTestStablecoin({ rpcUrl, symbol: "USDT", decimals: 18, owner });
  await token.mint(owner, supply);
  return token.address;
}
