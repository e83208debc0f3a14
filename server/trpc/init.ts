// tRPC wiring: context (database, actor from the dashboard session), procedures by role, and the
// one translation of AppError into tRPC errors.
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { Database } from "@/db/client";
import { isAdmin, isStaff, type Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import { fieldErrors } from "@/kernel/validation";
import { findUnstorableText } from "@/kernel/storable";

export type TrpcContext = {
  db: Database;
  actor: Actor | null;
  requestId: string;
  /** Where the request came from (server/auth/client-address.ts), for the payer's rate limits. */
  clientAddress?: string | null;
};

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    if (cause instanceof AppError) {
      return {
        ...shape,
        message: cause.message,
        data: { ...shape.data, appCode: cause.code, fieldErrors: cause.errors ?? null, stack: undefined },
      };
    }
    if (cause instanceof ZodError) {
      // Input validation: the same field list as REST's 400, so forms can show each error in place.
      return {
        ...shape,
        message: "The input is invalid.",
        data: { ...shape.data, appCode: "invalid_input", fieldErrors: fieldErrors(cause), stack: undefined },
      };
    }
    return { ...shape, data: { ...shape.data, appCode: null, fieldErrors: null, stack: undefined } };
  },
});

/** Turns AppError into the matching TRPCError and hides unknown errors behind a request id. */
const translateErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const error = result.error;
  const cause = error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: cause.trpcCode, message: cause.message, cause });
  }
  if (error.code === "INTERNAL_SERVER_ERROR") {
    logger.error("trpc procedure failed", { path, requestId: ctx.requestId, error: cause ?? error });
    throw new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: `Something went wrong on our side (request ${ctx.requestId}).`,
    });
  }
  return result;
});

/**
 * Text the database cannot store (NUL, lone surrogates) is a 400 naming the field before any
 * input schema runs: the same rule as REST's bodies, queries and path parameters.
 */
const refuseUnstorableText = t.middleware(async ({ next, getRawInput }) => {
  const errors = findUnstorableText(await getRawInput());
  if (errors.length > 0) throw new AppError("invalid_input", "The input is invalid.", { errors });
  return next();
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(translateErrors).use(refuseUnstorableText);

/** Any signed-in user; narrows ctx.actor to non-null. */
export const merchantProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppError("unauthorized");
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

export const staffProcedure = merchantProcedure.use(({ ctx, next }) => {
  if (!isStaff(ctx.actor)) throw new AppError("forbidden");
  return next({ ctx });
});

export const adminProcedure = merchantProcedure.use(({ ctx, next }) => {
  if (!isAdmin(ctx.actor)) throw new AppError("forbidden");
  return next({ ctx });
});
