// A JSON Schema object rendered as a field table (nested objects indented).
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
      <table className="w-full text-left text-sm">
        <tbody className="divide-y divide-slate-100">
          {fields.map((field) => (
            <tr key={field.name}>
              <td className="py-1 pr-3 font-mono text-xs">{field.name}</td>
              <td className="py-1 pr-3 text-xs text-slate-500">{field.type}{field.required ? "" : ", optional"}</td>
              <td className="py-1 text-xs text-slate-700">{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
