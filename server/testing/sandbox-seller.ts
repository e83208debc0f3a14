// A sandbox merchant who can take both rails a checkout session offers: a PIX profile and a BTC
// wallet, with its tRPC caller.
import type { Database } from "@/db/client";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createUser } from "./fixtures";
import { randomAccountKey } from "./keys";
import { callerFor } from "./trpc";

export async function sandboxSellerOfPixAndBtc(db: Database) {
  const { actor, user } = await createUser(db, { sandbox: true });
  await setPixProfile(db, actor, { key: "ana@example.com", legalName: "Loja da Ana", document: "52998224725", city: "Curitiba" });
  await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
  return { actor, user, merchant: await callerFor(actor) };
}
