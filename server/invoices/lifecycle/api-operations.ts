import type { ApiOperation } from "@/server/rest/api-operation";

export const lifecycleOperations: ApiOperation[] = [];
