// GET|POST /api/trpc/* - the dashboard's and checkout's tRPC endpoint
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "@/server/trpc/root";
import { createTrpcContext } from "@/server/trpc/context";

export const dynamic = "force-dynamic";

const handler = (request: Request) =>
  fetchRequestHandler({ endpoint: "/api/trpc", req: request, router: appRouter, createContext: createTrpcContext });

export { handler as GET, handler as POST };
