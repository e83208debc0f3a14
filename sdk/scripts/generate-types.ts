// Generates sdk/src/schema.ts from the OpenAPI document with openapi-typescript:
// `npm run sdk:generate` (at the repository root). sdk/src/client.test.ts fails when it is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApiDocument } from "@/server/openapi/openapi";

export const schemaFile = fileURLToPath(new URL("../src/schema.ts", import.meta.url));

const header = "// Generated from Ponte's OpenAPI document by openapi-typescript: do not edit. `npm run sdk:generate` regenerates it.\n";

export async function generateTypes(): Promise<string> {
  // The document's servers come from this deployment's configuration; the types never read them.
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument()));
  const ast = await openapiTS(document, { silent: true });
  return header + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, await generateTypes());
}
