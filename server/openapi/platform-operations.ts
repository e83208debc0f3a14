// Operations of the platform itself: health and the background tick.
import { z } from "zod";
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";

export const getHealthOperation = apiOperation({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  summary: "Health check for load balancers",
  description: "200 when the database answers, 503 when it does not.",
  tags: ["Platform"],
  security: "none",
  responses: {
    200: {
      description: "The service and its database answer.",
      schema: z.object({ status: z.literal("ok"), database: z.literal("up") }),
    },
    503: {
      description: "The database does not answer.",
      schema: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
    },
  },
});

export const runTickOperation = apiOperation({
  method: "get",
  path: "/api/cron/tick",
  operationId: "runTick",
  summary: "Run every background job once",
  description:
    "For hosted schedulers: webhook deliveries and retries, invoice expiry, chain watching and PSP polling. Authorised with `Authorization: Bearer <CRON_SECRET>`.",
  tags: ["Platform"],
  security: "cron",
  responses: {
    200: {
      description: "The tick ran; the response reports each job.",
      schema: z.object({ status: z.literal(200), code: z.literal("tick_completed"), response: z.record(z.string(), z.unknown()) }),
    },
  },
});

export const platformOperations: ApiOperation[] = [getHealthOperation, runTickOperation];
