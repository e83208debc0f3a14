// A JSON Schema object rendered as a field table (nested objects indented), following the
// document's #/components/schemas references.
import { FieldTable } from "./field-table";

export type Schema = Record<string, unknown>;
export type Components = Record<string, Schema>;

const refName = (schema: Schema) => (typeof schema.$ref === "string" ? schema.$ref.split("/").pop() ?? "" : "");

export function resolve(schema: Schema, components: Components): Schema {
  const name = refName(schema);
  return name ? resolve(components[name] ?? {}, components) : schema;
}

function typeLabel(schema: Schema, components: Components): string {
  if (refName(schema)) return refName(schema);
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map((option) => typeLabel(option, components)).join(" or ");
  if (schema.type === "array" && schema.items) return `array of ${typeLabel(schema.items as Schema, components)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

type Row = { name: string; type: string; required: boolean; description: string };

function rows(schema: Schema, components: Components, prefix = "", depth = 0): Row[] {
  const own = resolve(schema, components);
  const properties = (own.properties ?? {}) as Record<string, Schema>;
  const required = new Set((own.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const target = resolve(property, components);
    const row = {
      name: full,
      type: typeLabel(property, components),
      required: required.has(name),
      description: String(property.description ?? target.description ?? ""),
    };
    const nested = target.type === "object" && depth < 3 ? rows(target, components, full, depth + 1) : [];
    return [row, ...nested];
  });
}

export function SchemaTable({ schema, components }: { schema: Schema; components: Components }) {
  const fields = rows(schema, components);
  if (fields.length === 0) return null;
  return (
    <FieldTable
      className="mt-1"
      rows={fields.map((field) => ({
        key: field.name,
        name: field.name,
        kind: field.type,
        required: field.required,
        description: field.description,
      }))}
    />
  );
}
