import type { Metadata } from "next";
import { ExampleBlock } from "@/components/docs/example-block";
import { FieldTable } from "@/components/docs/field-table";
import { Markdown } from "@/components/docs/markdown";
import { SchemaTable, type Components, type Schema } from "@/components/docs/schema-table";
import { curlSnippet, sdkSnippet } from "@/components/docs/snippets";
import { openApiDocument } from "@/server/openapi/openapi";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

type Media = { schema: Schema; example?: unknown };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: unknown[];
  servers?: { url: string }[];
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: Schema }[];
  requestBody?: { content: { "application/json": Media } };
  responses: Record<string, { description: string; content?: { "application/json": Media } }>;
};

const methodColors: Record<string, string> = {
  get: "bg-sky-100 text-sky-800",
  post: "bg-emerald-100 text-emerald-800",
  put: "bg-amber-100 text-amber-800",
  delete: "bg-red-100 text-red-800",
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

const verifySnippet = `import { verifyWebhook } from "@ponte/sdk";

// rawBody: the request's bytes as received, before JSON parsing.
const event = verifyWebhook(rawBody, request.headers, process.env.PONTE_WEBHOOK_SECRET!);
if (event.type !== "webhook.test") console.log(event.type, event.data.invoice.status);`;

export default function DocsPage() {
  const document = openApiDocument();
  const components = document.components.schemas as Components;
  const baseUrl = document.servers[0]?.url ?? "";
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = document.tags.map((tag) => tag.name).filter((tag) => operations.some((entry) => entry.operation.tags.includes(tag)));
  const webhooks = Object.entries(document.webhooks as Record<string, { post: { requestBody: { content: { "application/json": Media } } } }>);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8">
        <p className="text-sm font-medium text-brand-700">Ponte</p>
        <h1 className="text-3xl font-semibold tracking-tight">API reference</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          <Markdown text={document.info.description} />
        </p>
        <p className="mt-2 text-sm">
          Machine-readable: <a className="text-brand-700 underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). A typed
          client: <code>@ponte/sdk</code> (the repository&apos;s <code>sdk/</code>).
        </p>
        <nav aria-label="Sections" className="mt-4 flex flex-wrap gap-2 text-sm">
          {[...tags, "Webhook events"].map((tag) => (
            <a key={tag} href={`#${tag.replaceAll(" ", "-")}`} className="rounded-full border border-slate-300 px-3 py-1 hover:bg-white">
              {tag}
            </a>
          ))}
        </nav>
      </header>
      {tags.map((tag) => (
        <section key={tag} id={tag.replaceAll(" ", "-")} className="mb-12">
          <h2 className="mb-4 border-b border-slate-200 pb-2 text-xl font-semibold">{tag}</h2>
          <div className="space-y-8">
            {operations
              .filter((entry) => entry.operation.tags.includes(tag))
              .map(({ path, method, operation }) => {
                const requestMedia = operation.requestBody?.content["application/json"];
                const snippet = {
                  operationId: operation.operationId,
                  method,
                  path,
                  baseUrl: operation.servers?.[0]?.url ?? baseUrl,
                  secured: operation.security.length > 0,
                  parameters: operation.parameters ?? [],
                  body: requestMedia ? (requestMedia.example ?? {}) : undefined,
                };
                return (
                  <article key={`${method} ${path}`} id={operation.operationId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                    <h3 className="flex flex-wrap items-center gap-2 font-mono text-sm">
                      <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${methodColors[method] ?? ""}`}>{method}</span>
                      <span className="break-all">{path}</span>
                    </h3>
                    <p className="mt-2 font-medium">{operation.summary}</p>
                    {operation.description ? (
                      <p className="mt-1 text-sm text-slate-600">
                        <Markdown text={operation.description} />
                      </p>
                    ) : null}
                    <p className="mt-2 text-xs text-slate-500">{operation.security.length ? "Requires Authorization: Bearer" : "Public"}</p>
                    {operation.parameters?.length ? (
                      <>
                        <h4 className="mt-4 text-sm font-semibold">Parameters</h4>
                        <FieldTable
                          className="mt-1"
                          rows={operation.parameters.map((parameter) => ({
                            key: `${parameter.in}-${parameter.name}`,
                            name: parameter.name,
                            kind: parameter.in,
                            required: parameter.required,
                            description: parameter.description ?? "",
                          }))}
                        />
                      </>
                    ) : null}
                    {requestMedia ? (
                      <>
                        <h4 className="mt-4 text-sm font-semibold">Request body</h4>
                        <SchemaTable schema={requestMedia.schema} components={components} />
                      </>
                    ) : null}
                    <ExampleBlock title="curl" text={curlSnippet(snippet)} />
                    <ExampleBlock title="TypeScript (@ponte/sdk)" text={sdkSnippet(snippet)} />
                    <h4 className="mt-4 text-sm font-semibold">Responses</h4>
                    <ul className="mt-1 space-y-2 text-sm">
                      {Object.entries(operation.responses).map(([status, response]) => {
                        const media = response.content?.["application/json"];
                        return (
                          <li key={status} className="min-w-0">
                            <span className="font-mono font-semibold">{status}</span> <Markdown text={response.description} />
                            {Number(status) < 300 && media ? <SchemaTable schema={media.schema} components={components} /> : null}
                            {Number(status) < 300 && media?.example !== undefined ? (
                              <ExampleBlock title={`Response ${status}`} text={json(media.example)} />
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  </article>
                );
              })}
          </div>
        </section>
      ))}
      <section id="Webhook-events" className="mb-12">
        <h2 className="mb-4 border-b border-slate-200 pb-2 text-xl font-semibold">Webhook events</h2>
        <p className="text-sm text-slate-600">
          Each change of an invoice is POSTed to your endpoint after it commits, signed per Standard Webhooks (headers{" "}
          <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>), retried 3 times, and kept in
          the event feed (<code>GET /api/events</code>) for at least 30 days. During development,{" "}
          <code>npx ponte listen --forward-to http://localhost:4000/hooks</code> forwards them to your machine, signed the same way.
        </p>
        <ExampleBlock title="Verify a delivery" text={verifySnippet} />
        <div className="mt-6 space-y-6">
          {webhooks.map(([type, entry]) => {
            const media = entry.post.requestBody.content["application/json"];
            return (
              <article key={type} id={`event-${type}`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="font-mono text-sm font-semibold">{type}</h3>
                {media.example !== undefined ? <ExampleBlock title={`Payload ${type}`} text={json(media.example)} /> : null}
              </article>
            );
          })}
        </div>
      </section>
    </div>
  );
}
