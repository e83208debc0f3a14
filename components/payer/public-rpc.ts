"use client";
// The hosted checkout's calls to its public tRPC procedures, made with fetch over tRPC's own HTTP
// wire format (a GET with `?input=` for a read, a JSON POST for a write; the answer in
// `result.data`, a failure in `error`). The payer's pages then ship without the tRPC React client
// and React Query the dashboard uses (docs/performance.md, Hosted checkout).
import { useCallback, useEffect, useRef, useState } from "react";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/root";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** What the server's error formatter puts in `error.data`, as the tRPC client exposes it. */
export type RpcErrorData = {
  code?: string;
  httpStatus?: number;
  appCode?: string | null;
  fieldErrors?: { path: string; message: string }[] | null;
};

export class PublicRpcError extends Error {
  constructor(
    message: string,
    readonly data: RpcErrorData | null,
  ) {
    super(message);
  }
}

type Procedure<R extends keyof Inputs> = keyof Inputs[R] & keyof Outputs[R] & string;

async function call<R extends keyof Inputs & string, P extends Procedure<R>>(
  router: R,
  procedure: P,
  input: Inputs[R][P],
  method: "GET" | "POST",
): Promise<Outputs[R][P]> {
  const path = `/api/trpc/${router}.${procedure}`;
  let response: Response;
  try {
    response =
      method === "GET"
        ? await fetch(`${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { accept: "application/json" } })
        : await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  } catch {
    throw new PublicRpcError("network error", null);
  }
  const answer = (await response.json().catch(() => null)) as { result?: { data: Outputs[R][P] }; error?: { message?: string; data?: RpcErrorData } } | null;
  if (response.ok && answer?.result) return answer.result.data;
  throw new PublicRpcError(answer?.error?.message ?? `HTTP ${response.status}`, answer?.error?.data ?? { httpStatus: response.status });
}

export const rpcQuery = <R extends keyof Inputs & string, P extends Procedure<R>>(router: R, procedure: P, input: Inputs[R][P]) =>
  call(router, procedure, input, "GET");

export const rpcMutation = <R extends keyof Inputs & string, P extends Procedure<R>>(router: R, procedure: P, input: Inputs[R][P]) =>
  call(router, procedure, input, "POST");

const isFinal = (error: unknown) => {
  const status = error instanceof PublicRpcError ? error.data?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500;
};

/**
 * A view read on the server, then asked for again every `intervalOf(view)` ms until that says
 * false. A failed read keeps the view shown and tries again at the next interval; with no view yet,
 * a network error or 5xx is tried twice more, a 4xx (not found) is final.
 */
export function usePolledView<T>(load: () => Promise<T>, options: { initial?: T; intervalOf: (view: T) => number | false }) {
  const [view, setView] = useState<T | undefined>(options.initial);
  const [error, setError] = useState<PublicRpcError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shownRef = useRef(options.initial);
  const loadRef = useRef(load);
  const intervalRef = useRef(options.intervalOf);
  useEffect(() => {
    loadRef.current = load;
    intervalRef.current = options.intervalOf;
  });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async (failures: number) => {
      try {
        const next = await loadRef.current();
        if (cancelled) return;
        shownRef.current = next;
        setView(next);
        setError(null);
        const wait = intervalRef.current(next);
        if (wait !== false) timer = setTimeout(() => void tick(0), wait);
      } catch (caught) {
        if (cancelled) return;
        const failure = caught instanceof PublicRpcError ? caught : new PublicRpcError(String(caught), null);
        const shown = shownRef.current;
        const wait = shown !== undefined ? intervalRef.current(shown) : isFinal(failure) || failures >= 2 ? false : 1000 * 2 ** failures;
        if (shown === undefined && wait === false) setError(failure);
        if (wait !== false) timer = setTimeout(() => void tick(failures + 1), wait);
      }
    };
    const shown = shownRef.current;
    const first = shown === undefined || attempt > 0 ? 0 : intervalRef.current(shown);
    if (first !== false) timer = setTimeout(() => void tick(0), first);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [attempt]);

  /** Reads the view now (a retry after an error, or a state the page knows has changed). */
  const refresh = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { view, error, isPending: view === undefined && error === null, refresh };
}

/** A write and its state, for a form's button and messages. */
export function useRpcMutation<I, O>(send: (input: I) => Promise<O>, on: { onSuccess?: (output: O) => void; onError?: (error: PublicRpcError) => void } = {}) {
  const [state, setState] = useState<{ isPending: boolean; error: PublicRpcError | null; data: O | undefined }>({
    isPending: false,
    error: null,
    data: undefined,
  });
  const mutate = (input: I) => {
    setState({ isPending: true, error: null, data: undefined });
    send(input).then(
      (data) => {
        setState({ isPending: false, error: null, data });
        on.onSuccess?.(data);
      },
      (caught: unknown) => {
        const error = caught instanceof PublicRpcError ? caught : new PublicRpcError(String(caught), null);
        setState({ isPending: false, error, data: undefined });
        on.onError?.(error);
      },
    );
  };
  return { ...state, isError: state.error !== null, isSuccess: state.data !== undefined, mutate };
}
