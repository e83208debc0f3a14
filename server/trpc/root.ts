import { apiKeysRouter } from "./routers/api-keys";
import { checkoutRouter } from "./routers/checkout";
import { checkoutSessionsRouter } from "./routers/checkout-sessions";
import { checkoutSettingsRouter } from "./routers/checkout-settings";
import { claimRouter } from "./routers/claim";
import { invoicesRouter } from "./routers/invoices";
import { lifecycleRouter } from "./routers/lifecycle";
import { paymentLinksRouter } from "./routers/payment-links";
import { notificationsRouter } from "./routers/notifications";
import { pixRouter } from "./routers/pix";
import { usersRouter } from "./routers/users";
import { walletsRouter } from "./routers/wallets";
import { webhooksRouter } from "./routers/webhooks";
import { withdrawalsRouter } from "./routers/withdrawals";
import { createTRPCRouter } from "./init";

export const appRouter = createTRPCRouter({
  apiKeys: apiKeysRouter,
  users: usersRouter,
  invoices: invoicesRouter,
  wallets: walletsRouter,
  pix: pixRouter,
  checkout: checkoutRouter,
  checkoutSessions: checkoutSessionsRouter,
  paymentLinks: paymentLinksRouter,
  checkoutSettings: checkoutSettingsRouter,
  webhooks: webhooksRouter,
  lifecycle: lifecycleRouter,
  withdrawals: withdrawalsRouter,
  claim: claimRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
