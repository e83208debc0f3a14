import { createTRPCRouter } from "@/server/trpc/init";

export const invoicesRouter = createTRPCRouter({});
