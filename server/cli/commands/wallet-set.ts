import { notAvailable } from "../not-available";

export const command = notAvailable(
  "wallet:set",
  "wallet:set --email E --currency BTC|ETH|USDTBSC --xpub KEY",
  "Register the merchant's extended public key for a currency",
);
