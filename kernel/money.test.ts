import { describe, expect, it } from "vitest";
import { assets } from "@/vocabulary/assets";
import {
  amountDue,
  amountToSend,
  convertUnitsDown,
  decimalText,
  fiatValue,
  fiatValueRoundedUp,
  formatUnits,
  hasAtMostDecimals,
  minorUnitsFromAmount,
  parseDecimal,
  parseUnits,
} from "@/kernel/money";

/** value (base units) × rate, compared with fiat minor units, all as exact integers. */
function coversFiat(dueBase: bigint, rate: string, fiatMinor: bigint, decimals: number) {
  const { numerator, scale } = parseDecimal(rate);
  // dueBase/10^decimals × numerator/10^scale ≥ fiatMinor/10^2
  return dueBase * numerator * 100n >= fiatMinor * 10n ** BigInt(decimals + scale);
}

/** A small deterministic generator so property failures can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return (limit: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % limit;
  };
}

describe("amountDue", () => {
  it("matches hand-computed cases", () => {
    // 100.00 USD at 65000 USD/BTC = 0.00153846153... -> rounded up to 0.00153847 BTC
    expect(amountDue(10000n, "65000", assets.BTC)).toBe(153847n);
    // 350000 BRL/BTC, 350000.00 BRL -> exactly 1 BTC, no rounding
    expect(amountDue(35000000n, "350000", assets.BTC)).toBe(100000000n);
    // 10.00 USD at 0.9998 USD/USDT = 10.00200040008... -> 10.00200041 USDT, in 18-decimal base units
    expect(amountDue(1000n, "0.9998", assets.USDTBSC)).toBe(10002000410000000000n);
    // 1.00 EUR at 3000.5 EUR/ETH = 0.000333277787... -> 0.00033328 ETH
    expect(formatUnits(amountDue(100n, "3000.5", assets.ETH), 18)).toBe("0.00033328");
  });

  it("rejects a zero rate and a non-decimal rate", () => {
    expect(() => amountDue(100n, "0", assets.BTC)).toThrow();
    expect(() => amountDue(100n, "1e5", assets.BTC)).toThrow();
  });

  it("always covers the fiat amount and never by more than one display unit", () => {
    const next = randomSource(42);
    for (let round = 0; round < 5000; round++) {
      const asset = [assets.BTC, assets.ETH, assets.USDTBSC][next(3)] ?? assets.BTC;
      const fiatMinor = BigInt(1 + next(1_000_000)) * BigInt(1 + next(1000));
      const rate = `${1 + next(500_000)}${next(2) ? `.${next(100_000)}` : ""}`;
      const due = amountDue(fiatMinor, rate, asset);
      const displayUnit = 10n ** BigInt(asset.decimals - asset.displayDecimals);
      expect(due % displayUnit).toBe(0n);
      expect(coversFiat(due, rate, fiatMinor, asset.decimals)).toBe(true);
      expect(coversFiat(due - displayUnit, rate, fiatMinor, asset.decimals)).toBe(false);
    }
  });
});

describe("units", () => {
  it("formats without trailing zeros or exponents", () => {
    expect(formatUnits(153847n, 8)).toBe("0.00153847");
    expect(formatUnits(100000000n, 8)).toBe("1");
    expect(formatUnits(10002000410000000000n, 18)).toBe("10.00200041");
  });

  it("parses JSON amounts exactly", () => {
    expect(minorUnitsFromAmount(0.3)).toBe(30n);
    expect(minorUnitsFromAmount(150.5)).toBe(15050n);
    expect(minorUnitsFromAmount(1e9)).toBe(100000000000n);
    expect(parseUnits("1.5", 8)).toBe(150000000n);
  });
});

describe("decimalText", () => {
  it.each([
    [150.5, "150.5"],
    [1e-7, "0.0000001"],
    [1.5e-7, "0.00000015"],
    [1e-21, "0.000000000000000000001"],
    [-2.5e-8, "-0.000000025"],
    [1e21, "1000000000000000000000"],
    [1.2345e25, "12345000000000000000000000"],
    [1.2345678e-15, "0.0000000000000012345678"],
  ])("writes %s as %s", (value, text) => {
    expect(decimalText(value)).toBe(text);
  });

  it("writes the smallest number there is with all its decimals", () => {
    expect(decimalText(5e-324)).toBe(`0.${"0".repeat(323)}5`);
  });
});

describe("hasAtMostDecimals", () => {
  it.each([1e-21, 5e-324, 0.001, 1.005e-3, 2.2250738585072014e-308])("refuses %s as more than 2 decimals (less than a cent)", (value) => {
    expect(hasAtMostDecimals(value, 2)).toBe(false);
  });

  it.each([0.01, 0.1, 1, 150.5, 1e9])("accepts %s", (value) => {
    expect(hasAtMostDecimals(value, 2)).toBe(true);
  });
});

describe("amountToSend", () => {
  it("rounds down at the display precision, by hand", () => {
    // 100.00 USD at 65000 = 0.00153846153… BTC: 0.00153846 sent, never 0.00153847.
    expect(amountToSend(10000n, "65000", assets.BTC)).toBe(153846n);
    // An exact quotient stays exact: 3500.00 BRL at 350000 = 0.01 BTC.
    expect(amountToSend(350000n, "350000", assets.BTC)).toBe(1000000n);
    // 10.00 BRL of USDT at 0.9998 = 10.00200040008… at 8 display decimals, padded to 18.
    expect(amountToSend(1000n, "0.9998", assets.USDTBSC)).toBe(10002000400000000000n);
  });

  it("never sends more than the fiat is worth, and at most one display unit less", () => {
    const next = randomSource(19);
    for (let i = 0; i < 500; i++) {
      const fiatMinor = BigInt(1 + next(10_000_000));
      const rate = `${1 + next(400_000)}.${next(100)}`;
      const sent = amountToSend(fiatMinor, rate, assets.BTC);
      // What is sent is worth at most the fiat amount; one satoshi more would cover it.
      expect(fiatValue(sent, rate, 8)).toBeLessThanOrEqual(fiatMinor);
      expect(coversFiat(sent + 1n, rate, fiatMinor, 8)).toBe(true);
    }
  });
});

describe("fiatValue", () => {
  it("values a crypto amount in cents, rounded down", () => {
    expect(fiatValue(153847n, "65000", 8)).toBe(10000n); // 100.0005500 USD -> 100.00
    expect(fiatValue(153846n, "65000", 8)).toBe(9999n); // 99.99990 USD -> 99.99
    expect(fiatValue(10n ** 18n, "0.9998", 18)).toBe(99n); // 0.9998 -> 0.99
    expect(fiatValue(0n, "350000", 8)).toBe(0n);
  });
});

describe("fiatValueRoundedUp", () => {
  it("values a crypto amount in cents, rounded up", () => {
    expect(fiatValueRoundedUp(153847n, "65000", 8)).toBe(10001n); // 100.0005500 USD -> 100.01
    expect(fiatValueRoundedUp(153846n, "65000", 8)).toBe(10000n); // 99.99990 USD -> 100.00
    expect(fiatValueRoundedUp(5_000_000n, "5.5", 6)).toBe(2750n); // exactly 27.50
    expect(fiatValueRoundedUp(0n, "350000", 8)).toBe(0n);
  });
});

describe("convertUnitsDown", () => {
  it("converts 18-decimal USDT on BSC to 6-decimal units, rounding dust down", () => {
    expect(convertUnitsDown(12_500_000_000_000_000_000n, 18, 6)).toBe(12_500_000n);
    expect(convertUnitsDown(12_500_000_999_999_999_999n, 18, 6)).toBe(12_500_000n);
    expect(convertUnitsDown(999_999_999_999n, 18, 6)).toBe(0n);
  });

  it("widens 6-decimal units exactly and keeps equal decimals", () => {
    expect(convertUnitsDown(12_500_001n, 6, 18)).toBe(12_500_001_000_000_000_000n);
    expect(convertUnitsDown(7n, 6, 6)).toBe(7n);
  });
});
