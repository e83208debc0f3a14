// Checks live answers against the OpenAPI document with a JSON Schema 2020-12 validator: each
// status must be documented for its operation, each body must match its schema, and the headers the
// document promises (WWW-Authenticate on 401, Retry-After on 429) must be there.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;
type OperationDocument = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Json }> }> };

export type Answer = { status: number; headers: Headers; body: unknown };

export function openApiValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const components = document.components as Json;
  const operations = new Map<string, OperationDocument>();
  for (const methods of Object.values(document.paths as Record<string, Record<string, OperationDocument>>)) {
    for (const operation of Object.values(methods)) operations.set(operation.operationId, operation);
  }
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Json) => {
    let validate = compiled.get(key);
    // `components` beside the schema, so its #/components/schemas/… references resolve.
    if (!validate) compiled.set(key, (validate = ajv.compile({ ...schema, components })));
    return validate;
  };

  const problems: string[] = [];
  let checked = 0;
  return {
    operations,
    problems,
    get checked() {
      return checked;
    },
    /** Records what is wrong with one answer of an operation (nothing when it matches). */
    check(operationId: string, answer: Answer, what = "") {
      checked += 1;
      const where = `${operationId} ${answer.status}${what ? ` (${what})` : ""}`;
      const operation = operations.get(operationId);
      if (!operation) return problems.push(`${where}: no such operation in the document`);
      const response = operation.responses[String(answer.status)];
      if (!response) return problems.push(`${where}: status not documented`);
      if (answer.status === 401 && !answer.headers.get("www-authenticate")) problems.push(`${where}: no WWW-Authenticate`);
      if (answer.status === 429 && !answer.headers.get("retry-after")) problems.push(`${where}: no Retry-After`);
      const schema = response.content?.["application/json"]?.schema;
      if (!schema) return;
      const validate = validatorOf(`${operationId} ${answer.status}`, schema);
      if (!validate(answer.body)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    },
    /** Checks a body against a named schema (a webhook payload). */
    checkSchema(name: string, value: unknown) {
      checked += 1;
      const validate = validatorOf(`schema ${name}`, { $ref: `#/components/schemas/${name}` });
      if (!validate(value)) problems.push(`schema ${name}: ${ajv.errorsText(validate.errors)}`);
    },
  };
}
