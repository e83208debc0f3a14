import { createTRPCRouter } from "@/server/trpc/init";

export const webhooksRouter = createTRPCRouter({});
