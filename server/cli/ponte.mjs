#!/usr/bin/env node
// `npx ponte <command>`: loads the TypeScript CLI with tsx, using the project's tsconfig paths.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
register({ tsconfig: path.join(root, "tsconfig.json") });
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
