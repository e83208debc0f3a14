// The SDK as an integrator gets it: `npm pack` (its prepack builds dist/ with tsc), the tarball
// installed in a scratch project without the network, an integrator's TypeScript compiled under the
// nodenext, node16 and bundler module resolutions, and examples/quickstart.ts run with plain node
// against the app's route handlers.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { testKeys } from "@/server/testing/keys";
import { newWebhookSecret, signWebhook } from "@/server/webhooks/delivery/sign";

const run = promisify(execFile);
const sdkDirectory = fileURLToPath(new URL(".", import.meta.url));
const rootModules = fileURLToPath(new URL("../node_modules/", import.meta.url));
const tsc = path.join(rootModules, "typescript", "bin", "tsc");
// The outer `npm test` exports its own configuration as npm_* variables: the inner npm runs must not inherit it.
const childEnvironment = { ...process.env };
for (const name of Object.keys(childEnvironment)) if (name.toLowerCase().startsWith("npm_")) delete childEnvironment[name];

type PackageJson = { version: string; dependencies?: Record<string, string> };
const readPackageJson = (directory: string) => JSON.parse(readFileSync(path.join(directory, "package.json"), "utf8")) as PackageJson;

/** The packages `names` need at run time, as the repository installed them (a dependency nested in its parent travels with it). */
function dependencyClosure(names: string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    for (const dependency of Object.keys(readPackageJson(path.join(rootModules, name)).dependencies ?? {})) {
      if (!existsSync(path.join(rootModules, name, "node_modules", dependency))) visit(dependency);
    }
  };
  names.forEach(visit);
  return [...found];
}

const resolutions = {
  nodenext: { module: "nodenext", moduleResolution: "nodenext", outDir: "out" },
  node16: { module: "node16", moduleResolution: "node16", noEmit: true },
  bundler: { module: "esnext", moduleResolution: "bundler", noEmit: true },
} as const;
type Resolution = keyof typeof resolutions;

// Beside the quickstart: the types are the package's own, not `any` from a declaration that failed to resolve.
const typeChecks = `import { createPonteClient, type Invoice, type PonteClient } from "@ponte/sdk";

const ponte: PonteClient = createPonteClient({ baseUrl: "https://pay.example.com", apiKey: "ponte_test" });
const order = { fiat_currency: "BRL", pay_currency: "BTC", customer_name: "Ana", customer_email: "ana@example.com", external_reference: "order-1" } as const;
void ponte.createCryptoPayment({ ...order, amount: 100 });
// @ts-expect-error: the body is typed, so an amount given as a string is refused
void ponte.createCryptoPayment({ ...order, amount: "100" });
export const status: Promise<Invoice["status"]> = ponte.getInvoice("1").then((invoice) => invoice.status);
`;

/** tsc's diagnostics, or "" when the project compiles. */
async function compile(project: string, resolution: Resolution): Promise<string> {
  const config = {
    compilerOptions: { target: "ES2022", strict: true, skipLibCheck: true, types: ["node"], ...resolutions[resolution] },
    files: ["quickstart.ts", "type-checks.ts"],
  };
  writeFileSync(path.join(project, `tsconfig.${resolution}.json`), JSON.stringify(config, null, 2));
  try {
    await run(process.execPath, [tsc, "-p", `tsconfig.${resolution}.json`], { cwd: project });
    return "";
  } catch (error) {
    return (error as { stdout?: string }).stdout || String(error);
  }
}

let server: Awaited<ReturnType<typeof startApiServer>>;
let project: string;
let compiled: Record<Resolution, string>;

beforeAll(async () => {
  server = await startApiServer();
  project = mkdtempSync(path.join(tmpdir(), "ponte-sdk-"));

  await run("npm", ["pack", "--pack-destination", project], { cwd: sdkDirectory, env: childEnvironment });
  const tarball = readdirSync(project).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error("npm pack made no tarball");

  // Hermetic: the SDK's dependencies are copied from the repository's node_modules, so npm, offline
  // and with an empty cache, only unpacks the tarball.
  const typesNode = readPackageJson(path.join(rootModules, "@types/node")).version;
  for (const name of dependencyClosure([...Object.keys(readPackageJson(sdkDirectory).dependencies ?? {}), "@types/node"])) {
    mkdirSync(path.dirname(path.join(project, "node_modules", name)), { recursive: true });
    cpSync(path.join(rootModules, name), path.join(project, "node_modules", name), { recursive: true, dereference: true });
  }
  const manifest = { name: "ponte-integration", private: true, type: "module", dependencies: { "@ponte/sdk": `file:./${tarball}` }, devDependencies: { "@types/node": typesNode } };
  writeFileSync(path.join(project, "package.json"), JSON.stringify(manifest, null, 2));
  await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--cache", path.join(project, ".npm-cache")], {
    cwd: project,
    env: childEnvironment,
  });

  const quickstart = readFileSync(path.join(sdkDirectory, "examples", "quickstart.ts"), "utf8");
  const sourceImport = 'from "../src/index.js"';
  if (!quickstart.includes(sourceImport)) throw new Error(`examples/quickstart.ts no longer imports ${sourceImport}`);
  writeFileSync(path.join(project, "quickstart.ts"), quickstart.replace(sourceImport, 'from "@ponte/sdk"'));
  writeFileSync(path.join(project, "type-checks.ts"), typeChecks);
  const resolutionNames = Object.keys(resolutions) as Resolution[];
  compiled = Object.fromEntries(
    await Promise.all(resolutionNames.map(async (resolution) => [resolution, await compile(project, resolution)] as const)),
  ) as Record<Resolution, string>;
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("@ponte/sdk, packed and installed", () => {
  it("ships JavaScript and declarations, not its TypeScript sources or tests", () => {
    const installed = path.join(project, "node_modules", "@ponte", "sdk");
    const files = readdirSync(installed, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/"));
    expect(files).toEqual(expect.arrayContaining(["package.json", "README.md", "dist/index.js", "dist/index.d.ts", "dist/schema.d.ts"]));
    expect(files.filter((file) => /\.ts$/.test(file) && !file.endsWith(".d.ts"))).toEqual([]);
    expect(files.filter((file) => file.includes("test") || file.startsWith("src/") || file.startsWith("examples/"))).toEqual([]);
  });

  it.each(Object.keys(resolutions) as Resolution[])("compiles an integrator's TypeScript under moduleResolution %s", (resolution) => {
    expect(compiled[resolution]).toBe("");
  });

  it("loads with import, and with require from CommonJS", async () => {
    const imported = await run(process.execPath, ["--input-type=module", "-e", 'const sdk = await import("@ponte/sdk"); console.log(Object.keys(sdk).sort().join())'], { cwd: project });
    expect(imported.stdout.trim()).toBe("PonteError,createPonteClient,verifyWebhook");
    const required = await run(process.execPath, ["--input-type=commonjs", "-e", 'console.log(typeof require("@ponte/sdk").createPonteClient)'], { cwd: project });
    expect(required.stdout.trim()).toBe("function");
  });

  it("runs the quickstart with plain node: a payment created, paid and read, a typed error, a verified webhook", async () => {
    const db = await getDb();
    const merchant = await createUser(db, { sandbox: true });
    await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: testKeys.bitcoinZpub });

    // A delivery as the merchant's endpoint receives it: a real event of the feed, signed by the app's signer.
    await insertTestInvoice(db, { userId: merchant.user.id });
    const event = (await api(server.url, "/api/events?limit=1", { token: merchant.token })).body.response.data[0];
    const secret = newWebhookSecret();
    const body = JSON.stringify(event);
    writeFileSync(path.join(project, "delivery.json"), JSON.stringify({ headers: signWebhook({ secrets: [secret], id: event.id, body }), body }));

    const { stdout } = await run(process.execPath, [path.join("out", "quickstart.js"), "delivery.json"], {
      cwd: project,
      env: { ...childEnvironment, PONTE_BASE_URL: server.url, PONTE_API_KEY: merchant.token, PONTE_WEBHOOK_SECRET: secret },
    });
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      created: { status: "WAITING_PAYMENT", pay_address: expect.stringMatching(/^bc1/) },
      read: { id: result.created.id, status: "PAID" },
      missing: { status: 404, code: "not_found" },
      webhook: { id: event.id, type: "invoice.created" },
    });
  }, 60_000);
});
