// zod schemas to JSON Schema 2020-12 for the OpenAPI document. A schema named with
// `.meta({ id })` becomes one entry of components.schemas, referenced wherever it is used.
import { z, type ZodType } from "zod";

export type JsonSchema = Record<string, unknown>;

export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema`; the named schemas inside it are collected as components. */
  convert(schema: ZodType, io: "input" | "output"): JsonSchema {
    const json = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" }) as JsonSchema;
    const referenced = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    const { $schema: _dialect, $defs: defs, ...rest } = referenced;
    for (const [id, definition] of Object.entries((defs ?? {}) as Record<string, JsonSchema>)) this.add(id, definition);
    return rest;
  }

  private add(id: string, definition: JsonSchema) {
    const known = this.schemas[id];
    if (known && JSON.stringify(known) !== JSON.stringify(definition)) {
      throw new Error(`Two different schemas are named ${id} (one read as input, the other as output?)`);
    }
    this.schemas[id] = definition;
  }
}
