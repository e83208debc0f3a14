// Writes the OpenAPI document to a file, for the linters and the SDK's type generation:
// `tsx server/openapi/write-document.ts <file>`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "./openapi";

const file = process.argv[2] ?? "openapi.json";
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
