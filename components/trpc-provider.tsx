"use client";
// The tRPC React client (`api`) and its providers, for the dashboard (app/dashboard/layout.tsx).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { useState, type ReactNode } from "react";
import type { AppRouter } from "@/server/trpc/root";
import "./browser-zod";

export const api = createTRPCReact<AppRouter>();

/** A failed network call or 5xx is tried once more; a 4xx answer (not found, forbidden, invalid) is final. */
function retryServerErrorsOnce(failureCount: number, error: unknown) {
  const status = error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
  return failureCount < 1 && !(status !== undefined && status >= 400 && status < 500);
}

export function TrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 5_000, refetchOnWindowFocus: false, retry: retryServerErrorsOnce } },
      }),
  );
  const [client] = useState(() => api.createClient({ links: [httpBatchLink({ url: "/api/trpc" })] }));
  return (
    <api.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
