import { createTRPCRouter } from "@/server/trpc/init";

export const pixRouter = createTRPCRouter({});
