// A JSON Schema object rendered as a field table (nested objects indented).
import { FieldTable } from "./field-table";

type Schema = Record<string, unknown>;

function typeLabel(schema: Schema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map(typeLabel).join(" or ");
  if (schema.type === "array" && schema.items) return `array of ${typeLabel(schema.items as Schema)}`;
  return String(schema.type ?? "any");
}

function rows(schema: Schema, prefix = ""): { name: string; type: string; required: boolean; description: string }[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const own = { name: full, type: typeLabel(property), required: required.has(name), description: String(property.description ?? "") };
    const nested = property.type === "object" ? rows(property, full) : [];
    return [own, ...nested];
  });
}

export function SchemaTable({ schema }: { schema: Schema }) {
  const fields = rows(schema);
  if (fields.length === 0) return null;
  return (
    <div className="mt-1 overflow-x-auto">
      <FieldTable
        rows={fields.map((field) => ({
          key: field.name,
          name: field.name,
          kind: `${field.type}${field.required ? "" : ", optional"}`,
          description: field.description,
        }))}
      />
    </div>
  );
}
