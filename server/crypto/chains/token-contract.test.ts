import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assets } from "@/server/assets";
import { env } from "@/server/env";
import { destinationRules } from "@/server/withdrawals/destination";
import { tokenContractOf } from "./token-contract";

describe("an asset's token contract", () => {
  it("is the same question on every chain: TRON's base58, EVM's checksummed, none for a native coin", () => {
    expect(tokenContractOf("USDTTRON")).toBe("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(tokenContractOf("USDTETH")).toBe("0xdAC17F958D2ee523a2206206994597C13D831ec7");
    expect(tokenContractOf("USDTBSC")).toBe(getAddress(env.USDTBSC_CONTRACT));
    expect(tokenContractOf("BTC")).toBeNull();
    expect(tokenContractOf("ETH")).toBeNull();
  });

  it("is what a withdrawal's destination may never be, on TRON as on EVM chains", async () => {
    const db = await getDb();
    for (const code of ["USDTTRON", "USDTETH", "USDTBSC", "ETH"] as const) {
      const rules = await destinationRules(db, { asset: assets[code], userId: 1 });
      expect(rules.tokenContract, code).toBe(tokenContractOf(code) ?? undefined);
    }
  });
});
