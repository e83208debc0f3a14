// The tRPC endpoint over fetch: the request guard, then the router. A refused request is still
// answered in tRPC's own error shape (one entry per batched call), so the dashboard shows its message
// like any other error.
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AppError } from "@/kernel/errors";
import type { TrpcContext } from "./init";
import { admitTrpcRequest } from "./request-guard";
import { appRouter } from "./root";

type Options = { request: Request; createContext: (request: Request) => Promise<TrpcContext>; appUrl: string };

export async function handleTrpcRequest({ request, createContext, appUrl }: Options): Promise<Response> {
  let admitted: Request;
  let refusal: AppError | null = null;
  try {
    admitted = await admitTrpcRequest(request, appUrl);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = error;
    // The refused body stays unread: the URL alone names the procedures to answer for.
    admitted = new Request(request.url, { method: request.method, headers: { "content-type": "application/json" } });
  }
  const refused = refusal;
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req: admitted,
    router: appRouter,
    createContext: refused
      ? () => Promise.reject(new TRPCError({ code: refused.trpcCode, message: refused.message, cause: refused }))
      : () => createContext(request),
  });
}
