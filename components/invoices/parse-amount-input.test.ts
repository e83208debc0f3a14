import { describe, expect, it } from "vitest";
import { amountInputMessages, parseAmountInput } from "./parse-amount-input";

describe("parseAmountInput", () => {
  it.each([
    ["150.50", "150.50", 150.5],
    ["150,50", "150.50", 150.5],
    ["150,5", "150.5", 150.5],
    ["1.234,56", "1234.56", 1234.56],
    ["1,234.56", "1234.56", 1234.56],
    ["1.234.567,89", "1234567.89", 1234567.89],
    ["1,234,567.89", "1234567.89", 1234567.89],
    ["1.234.567", "1234567", 1234567],
    ["1,234,567", "1234567", 1234567],
    ["150", "150", 150],
    ["  150.50 ", "150.50", 150.5],
    ["\t89,90\n", "89.90", 89.9],
    ["0.01", "0.01", 0.01],
    ["0,05", "0.05", 0.05],
    [",50", "0.50", 0.5],
    ["007", "7", 7],
    ["1000000000", "1000000000", 1_000_000_000],
    ["999999999.99", "999999999.99", 999_999_999.99],
  ])("reads %j as %s", (text, decimal, value) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, decimal, value });
  });

  // The amount rules belong to the server: these are read and sent, and its field errors answer them.
  it.each([
    ["10.123", "10.123", 10.123],
    ["1.234", "1.234", 1.234],
    ["1234,567", "1234.567", 1234.567],
    ["0", "0", 0],
    ["-5", "-5", -5],
    ["1000000000.01", "1000000000.01", 1_000_000_000.01],
  ])("leaves %j to the server's rules as %s", (text, decimal, value) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, decimal, value });
  });

  it.each([
    ["", amountInputMessages.empty],
    ["   ", amountInputMessages.empty],
    ["1,234", amountInputMessages.ambiguous],
    ["12,345", amountInputMessages.ambiguous],
    ["999,000", amountInputMessages.ambiguous],
    ["abc", amountInputMessages.malformed],
    ["R$ 150", amountInputMessages.malformed],
    ["150 BRL", amountInputMessages.malformed],
    ["1 234,56", amountInputMessages.malformed],
    ["150.", amountInputMessages.malformed],
    ["150,", amountInputMessages.malformed],
    [".", amountInputMessages.malformed],
    ["-", amountInputMessages.malformed],
    ["--5", amountInputMessages.malformed],
    ["+5", amountInputMessages.malformed],
    ["1e3", amountInputMessages.malformed],
    ["Infinity", amountInputMessages.malformed],
    ["0x10", amountInputMessages.malformed],
    ["1..5", amountInputMessages.malformed],
    ["1.2.3", amountInputMessages.malformed],
    ["1,23.45", amountInputMessages.malformed],
    ["1.234,56.78", amountInputMessages.malformed],
    ["1.234,56,78", amountInputMessages.malformed],
    ["12.34.567", amountInputMessages.malformed],
    ["1234.567,89", amountInputMessages.malformed],
    ["1.234,", amountInputMessages.malformed],
    ["1234567890123456", amountInputMessages.tooLong],
    ["1.0000000000000001", amountInputMessages.tooLong],
  ])("refuses %j", (text, message) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, message });
  });

  it("keeps long but exact text exact: trailing zeros of the fraction and leading zeros do not count", () => {
    expect(parseAmountInput("0000150.500000000000000000")).toEqual({ ok: true, decimal: "150.500000000000000000", value: 150.5 });
    expect(parseAmountInput("0.000000000000001")).toEqual({ ok: true, decimal: "0.000000000000001", value: 1e-15 });
  });
});
