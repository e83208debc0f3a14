import { createTRPCRouter } from "@/server/trpc/init";

export const checkoutRouter = createTRPCRouter({});
