// What the methods of every resource share: the two openapi-fetch clients, an answer unwrapped or
// thrown as PonteError, the Idempotency-Key header, and an operation's body, query and answer types.
import type { Client } from "openapi-fetch";
import { PonteError, type ErrorBody } from "./errors.js";
import type { paths } from "./schema.js";

/** The clients the methods call: `api` at baseUrl, `gateway` at gatewayBaseUrl (the crypto create). */
export type Transport = { api: Client<paths>; gateway: Client<paths> };

export type RequestOptions = {
  /** The same key with the same body within 24 h answers the first response again instead of creating twice. */
  idempotencyKey?: string;
};

export const idempotencyHeader = ({ idempotencyKey }: RequestOptions) =>
  idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey };

/** The `{id}` path parameter; ids are strings in paths, whichever way the caller holds them. */
export const pathId = (id: string | number) => ({ path: { id: String(id) } });

export type JsonBody<Operation> = Operation extends { requestBody: { content: { "application/json": infer Body } } } ? Body : never;
export type Query<Operation> = Operation extends { parameters: { query?: infer Parameters } } ? NonNullable<Parameters> : never;
export type Answer<Operation extends { responses: object }, Status extends keyof Operation["responses"]> =
  Operation["responses"][Status] extends { content: { "application/json": infer Body } } ? Body : never;

type Outcome<Data> = { data?: Data; error?: unknown; response: Response };

export async function unwrap<Data>(request: Promise<Outcome<Data>>): Promise<Data> {
  const { data, error, response } = await request;
  if (data !== undefined) return data;
  throw new PonteError(response.status, errorBody(response, error));
}

function errorBody(response: Response, error: unknown): ErrorBody {
  if (typeof error === "object" && error !== null && "code" in error && "message" in error) return error as ErrorBody;
  // Not Ponte's error body (a proxy's error page, say): its text, shortened, still says what happened.
  const text = typeof error === "string" ? error.trim().slice(0, 500) : "";
  return { status: response.status, code: "unknown", message: text || response.statusText };
}
