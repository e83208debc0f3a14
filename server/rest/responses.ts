// What a REST handler returns; the wrapper turns it into a Response.
export type RestResult = { status: number; body: unknown; headers?: Record<string, string> };

export const json = (status: number, body: unknown, headers?: Record<string, string>): RestResult => ({
  status,
  body,
  headers,
});

/** The specified `{status, code, response}` envelope. */
export const envelope = (status: number, code: string, response: unknown): RestResult =>
  json(status, { status, code, response });

export function toResponse(result: RestResult, requestId: string): Response {
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { "content-type": "application/json; charset=utf-8", "x-request-id": requestId, ...result.headers },
  });
}
