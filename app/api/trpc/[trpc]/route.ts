// GET|POST /api/trpc/* - the dashboard's and checkout's tRPC endpoint
import { env } from "@/kernel/env";
import { createTrpcContext } from "@/server/trpc/context";
import { handleTrpcRequest } from "@/server/trpc/fetch-handler";

export const dynamic = "force-dynamic";

const handler = (request: Request) => handleTrpcRequest({ request, createContext: createTrpcContext, appUrl: env.APP_URL });

export { handler as GET, handler as POST };
