// The exchange-rate provider interface: the price of one whole unit of an asset in a fiat currency.
import type { FiatCurrency } from "@/kernel/money";
import type { AssetCode } from "@/vocabulary/assets";

export type RateQuote = {
  /** Price of one whole unit of the asset in the fiat currency, as a plain decimal string. */
  rate: string;
  /** Where the rate came from ("static", "coingecko"), stored on the invoice and shown to merchants. */
  source: string;
  /** When the source published (or we fetched) the rate. */
  at: Date;
};

export type RateProvider = {
  name: string;
  /** Resolves a fresh rate or throws AppError("rate_unavailable"); never answers a stale guess. */
  getRate: (asset: AssetCode, fiat: FiatCurrency) => Promise<RateQuote>;
  /**
   * The fresh rate already in hand, without asking anyone: undefined when getRate would have to
   * make a request. For callers holding a row lock, which must not wait on the network.
   */
  cachedRate: (asset: AssetCode, fiat: FiatCurrency) => RateQuote | undefined;
};
