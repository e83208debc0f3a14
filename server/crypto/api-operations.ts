// The crypto payment create as the OpenAPI document describes it and its route parses with.
import { apiOperation, type ApiOperation } from "@/kernel/api-operation";
import { createCryptoPaymentInput, cryptoPaymentObject } from "./schemas";

export const createCryptoPaymentOperation = apiOperation({
  method: "post",
  path: "/api/payments/v2/crypto",
  gateway: true,
  operationId: "createCryptoPayment",
  summary: "Create a crypto payment",
  description:
    "Converts the fiat amount at the current rate (amount due = ceil(fiat / rate) at 8 decimals, so the " +
    "merchant is never underpaid), takes the next receive address of the merchant's registered wallet " +
    "(BTC native segwit; ETH and every EVM token share one EVM address sequence; USDTTRON a TRON one) and " +
    "answers the flat crypto payment object. `qr_code` is a base64 PNG of a BIP21 / EIP-681 wallet URI " +
    "(USDTTRON: the bare address). Expires after " +
    "CRYPTO_INVOICE_TTL_MINUTES (default 30).",
  tags: ["Crypto payments"],
  body: createCryptoPaymentInput,
  idempotent: true,
  responses: {
    201: { description: "Payment created", schema: cryptoPaymentObject },
    422: { description: "`wallet_not_configured`, `currency_not_offered` (its network is not watched here) or `idempotency_key_reused`" },
    503: { description: "`rate_unavailable`: no fresh exchange rate; no invoice was created" },
  },
});

export const cryptoOperations: ApiOperation[] = [createCryptoPaymentOperation];
