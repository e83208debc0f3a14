// Wallets (account extended public keys) for the dashboard.
import { listNetworkStatus } from "@/server/crypto/chains/list-network-status";
import { offeredAssetCodes } from "@/server/crypto/chains/network-settings";
import { walletCurrencyInput } from "@/server/crypto/schemas";
import { getOtherNetworkPolicy, otherNetworkPolicyInput, setOtherNetworkPolicy } from "@/server/crypto/wallets/other-network-policy";
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
  networks: merchantProcedure.query(({ ctx }) => listNetworkStatus(ctx.db)),
  offeredCurrencies: merchantProcedure.query(() => offeredAssetCodes()),
  otherNetworkPolicy: merchantProcedure.query(({ ctx }) => getOtherNetworkPolicy(ctx.db, ctx.actor)),
  setOtherNetworkPolicy: merchantProcedure
    .input(otherNetworkPolicyInput)
    .mutation(({ ctx, input }) => setOtherNetworkPolicy(ctx.db, ctx.actor, input)),
});
