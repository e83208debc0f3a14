import type { Job } from "@/server/jobs/job";

export const jobs: Job[] = [];
