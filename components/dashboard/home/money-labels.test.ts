import { describe, expect, it } from "vitest";
import { formatMinor } from "@/kernel/format";
import { formatPayAmountOf, railAssetLabel } from "./money-labels";

// Intl separates the currency sign with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("money labels", () => {
  it("writes centavos as money in the reader's language, exactly", () => {
    expect(plain(formatMinor(123456n, "BRL", "pt-BR"))).toBe("R$ 1.234,56");
    expect(formatMinor("123456", "BRL", "en")).toBe("R$1,234.56");
    expect(plain(formatMinor(900719925474099312n, "BRL", "pt-BR"))).toBe("R$ 9.007.199.254.740.993,12");
  });

  it("writes base units in the asset's symbol to the last digit, and PIX centavos as reais", () => {
    expect(formatPayAmountOf("12345", "BTC", "pt-BR")).toBe("0,00012345 BTC");
    expect(formatPayAmountOf("10500000", "USDTTRON", "en")).toBe("10.5 USDT");
    expect(plain(formatPayAmountOf("8990", "BRL", "pt-BR"))).toBe("R$ 89,90");
    expect(railAssetLabel("crypto", "USDTTRON")).toMatch(/^USDT \(/);
  });
});
