// Wallets (account extended public keys) for the dashboard.
import { walletCurrencyInput } from "@/server/crypto/schemas";
import { listWallets } from "@/server/crypto/wallets/list-wallets";
import { previewWallet } from "@/server/crypto/wallets/preview-wallet";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { createTRPCRouter, merchantProcedure } from "@/server/trpc/init";

export const walletsRouter = createTRPCRouter({
  list: merchantProcedure.query(({ ctx }) => listWallets(ctx.db, ctx.actor)),
  preview: merchantProcedure.input(walletCurrencyInput).mutation(({ input }) => previewWallet(input)),
  set: merchantProcedure
    .input(walletCurrencyInput)
    .mutation(({ ctx, input }) => setWallet(ctx.db, { userId: ctx.actor.userId, ...input })),
});
