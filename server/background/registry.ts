// Every background job of Ponte; each tick runs them all.
import { jobs as checkoutSessionJobs } from "@/server/checkout-sessions/jobs";
import { jobs as chainJobs } from "@/server/crypto/chains/jobs";
import { jobs as walletJobs } from "@/server/crypto/wallets/jobs";
import { jobs as invoiceTableJobs } from "@/server/invoices/jobs";
import { jobs as lifecycleJobs } from "@/server/invoices/lifecycle/jobs";
import { jobs as pspJobs } from "@/server/psp-sync/jobs";
import { jobs as webhookJobs } from "@/server/webhooks/jobs";
import { jobs as notificationJobs } from "@/server/notifications/jobs";
import { jobs as sandboxJobs } from "@/server/sandbox/jobs";
import type { Job } from "@/server/jobs/job";

export const jobRegistry: Job[] = [
  ...chainJobs,
  ...lifecycleJobs,
  ...sandboxJobs,
  ...pspJobs,
  ...webhookJobs,
  ...walletJobs,
  ...invoiceTableJobs,
  ...checkoutSessionJobs,
  ...notificationJobs,
];
