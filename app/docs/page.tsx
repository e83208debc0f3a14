import type { Metadata } from "next";
import { FieldTable } from "@/components/docs/field-table";
import { SchemaTable } from "@/components/docs/schema-table";
import { buildOpenApiDocument } from "@/server/openapi/openapi";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: { "application/json": { schema: Record<string, unknown> } } };
  responses: Record<string, { description: string; content?: { "application/json": { schema: Record<string, unknown> } } }>;
};

const methodColors: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-800",
  delete: "bg-red-100 text-red-800",
};

export default function DocsPage() {
  const document = buildOpenApiDocument();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.flatMap((entry) => entry.operation.tags))];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8">
        <p className="text-sm font-medium text-brand-700">Ponte</p>
        <h1 className="text-3xl font-semibold tracking-tight">API reference</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{document.info.description}</p>
        <p className="mt-2 text-sm">
          Machine-readable: <a className="text-brand-700 underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
        </p>
        <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-2 text-sm">
          {tags.map((tag) => (
            <a key={tag} href={`#${tag}`} className="rounded-full border border-slate-300 px-3 py-1 hover:bg-white">
              {tag}
            </a>
          ))}
        </nav>
      </header>
      {tags.map((tag) => (
        <section key={tag} id={tag} className="mb-12">
          <h2 className="mb-4 border-b border-slate-200 pb-2 text-xl font-semibold">{tag}</h2>
          <div className="space-y-8">
            {operations
              .filter((entry) => entry.operation.tags.includes(tag))
              .map(({ path, method, operation }) => (
                <article key={`${method} ${path}`} id={operation.operationId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
                    <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${methodColors[method] ?? ""}`}>{method}</span>
                    <span className="break-all">{path}</span>
                  </h3>
                  <p className="mt-2 font-medium">{operation.summary}</p>
                  {operation.description ? <p className="mt-1 text-sm text-slate-600">{operation.description}</p> : null}
                  <p className="mt-2 text-xs text-slate-500">
                    {operation.security.length ? "Requires Authorization: Bearer" : "Public"}
                  </p>
                  {operation.parameters?.length ? (
                    <>
                      <h4 className="mt-4 text-sm font-semibold">Parameters</h4>
                      <FieldTable
                        className="mt-1"
                        rows={operation.parameters.map((parameter) => ({
                          key: `${parameter.in}-${parameter.name}`,
                          name: parameter.name,
                          kind: `${parameter.in}${parameter.required ? ", required" : ""}`,
                          description: parameter.description ?? String(parameter.schema.type ?? ""),
                        }))}
                      />
                    </>
                  ) : null}
                  {operation.requestBody ? (
                    <>
                      <h4 className="mt-4 text-sm font-semibold">Request body</h4>
                      <SchemaTable schema={operation.requestBody.content["application/json"].schema} />
                    </>
                  ) : null}
                  <h4 className="mt-4 text-sm font-semibold">Responses</h4>
                  <ul className="mt-1 space-y-2 text-sm">
                    {Object.entries(operation.responses).map(([status, response]) => (
                      <li key={status}>
                        <span className="font-mono font-semibold">{status}</span> {response.description}
                        {Number(status) < 300 && response.content ? (
                          <SchemaTable schema={response.content["application/json"].schema} />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
