import { createTRPCRouter } from "@/server/trpc/init";

export const walletsRouter = createTRPCRouter({});
