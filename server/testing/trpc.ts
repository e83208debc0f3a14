// tRPC in tests: a caller acting as a user (or anonymous), and the TRPCError a call fails with.
import { TRPCError } from "@trpc/server";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";

const createCaller = createCallerFactory(appRouter);

/** The app router called directly, as the dashboard's procedures run for `actor`. */
export const callerFor = async (actor: Actor | null) => createCaller({ db: await getDb(), actor, requestId: "test" });

/** The TRPCError a call fails with; the test fails if it succeeds or throws anything else. */
export async function trpcErrorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

/** The code of the TRPCError a call fails with. */
export const trpcCodeOf = async (promise: Promise<unknown>) => (await trpcErrorOf(promise)).code;
