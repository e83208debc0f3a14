// The PSP chosen by configuration (PIX_PSP), built once. Without one, PIX payments use locally
// generated static BR Codes, confirmed by the sandbox simulation or by the merchant by hand.
import { env } from "@/kernel/env";
import { createApiPixPsp } from "./api-pix";
import type { PixPsp } from "./psp";

const globalKey = Symbol.for("ponte.pixPsp");
type Holder = typeof globalThis & { [globalKey]?: PixPsp | null };
const holder = globalThis as Holder;

function fromEnv(): PixPsp | null {
  if (env.PIX_PSP !== "apipix") return null;
  if (!env.PIX_PSP_BASE_URL || !env.PIX_PSP_TOKEN_URL || !env.PIX_PSP_CLIENT_ID || !env.PIX_PSP_CLIENT_SECRET) {
    throw new Error(
      "PIX_PSP=apipix needs PIX_PSP_BASE_URL, PIX_PSP_TOKEN_URL, PIX_PSP_CLIENT_ID and PIX_PSP_CLIENT_SECRET",
    );
  }
  return createApiPixPsp({
    baseUrl: env.PIX_PSP_BASE_URL,
    tokenUrl: env.PIX_PSP_TOKEN_URL,
    clientId: env.PIX_PSP_CLIENT_ID,
    clientSecret: env.PIX_PSP_CLIENT_SECRET,
  });
}

export function configuredPsp(): PixPsp | null {
  if (holder[globalKey] === undefined) holder[globalKey] = fromEnv();
  return holder[globalKey];
}

/** Replaces the process-wide PSP (tests point the real adapter at a local API Pix server). */
export function usePixPsp(psp: PixPsp | null) {
  holder[globalKey] = psp;
}
