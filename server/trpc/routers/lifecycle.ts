import { createTRPCRouter } from "@/server/trpc/init";

export const lifecycleRouter = createTRPCRouter({});
