// Worked examples of the amount due on a day for a charge with a due date (API Pix cobv).
//
// The rules as API Pix names them (BACEN API Pix v2, CobVValor / CobVCalendario):
// - calendario.dataDeVencimento: the due date; validadeAposVencimento: days after it the charge is
//   still payable.
// - valor.multa.modalidade: 1 fixed value, 2 percentage.
// - valor.juros.modalidade: 1 value per calendar day, 2 percent per day, 3 percent per month,
//   4 percent per year (calendar days); 5-8 the same on business days (refused by Ponte).
// - valor.abatimento.modalidade: 1 fixed value, 2 percentage of the original amount.
// - valor.desconto.modalidade: 1 fixed value until the date(s) given, 2 percentage until the date
//   given (descontoDataFixa, up to 3 dates, each on or before the due date), 3 value per calendar
//   day of anticipation, 5 percentage per calendar day of anticipation (4 and 6: business days).
// How Ponte computes them (percent of valor.original, month = 30 days, year = 360 days, each part
// exact and then truncated to the centavo) is in pix-due-amount.ts and docs/decisions.md.
import { describe, expect, it } from "vitest";
import { addDays, amountDueOn, daysBetween, lastPayableDay, pixCalendarDay } from "./pix-due-amount";
import type { PixDueCharge } from "./pix-due-charge";

const brl = (centavos: bigint) => `${centavos / 100n}.${(centavos % 100n).toString().padStart(2, "0")}`;

describe("the São Paulo calendar", () => {
  it("turns an instant into the São Paulo day (UTC-3)", () => {
    expect(pixCalendarDay(new Date("2026-12-10T02:59:59Z"))).toBe("2026-12-09");
    expect(pixCalendarDay(new Date("2026-12-10T03:00:00Z"))).toBe("2026-12-10");
  });

  it("counts calendar days across a month and a year", () => {
    expect(daysBetween("2026-12-10", "2027-01-09")).toBe(30);
    expect(daysBetween("2026-12-10", "2026-12-01")).toBe(-9);
    expect(addDays("2026-12-10", 30)).toBe("2027-01-09");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("a R$ 1000.00 charge due 2026-12-10, 2% fine, 1% a month interest, fixed-date discounts", () => {
  // valor.original "1000.00"; multa {2, "2.00"}; juros {3, "1.00"};
  // desconto {1, [{2026-12-05, "50.00"}, {2026-12-08, "20.00"}]}; validadeAposVencimento 30.
  const due: PixDueCharge = {
    dataDeVencimento: "2026-12-10",
    validadeAposVencimento: 30,
    multa: { modalidade: 2, valorPerc: "2.00" },
    juros: { modalidade: 3, valorPerc: "1.00" },
    desconto: {
      modalidade: 1,
      descontoDataFixa: [
        { data: "2026-12-08", valorPerc: "20.00" },
        { data: "2026-12-05", valorPerc: "50.00" },
      ],
    },
  };
  const on = (day: string) => amountDueOn({ originalCentavos: 100_000n, due, day });

  it.each([
    // Before the first discount date: the first entry (12-05) applies: 1000.00 - 50.00 = 950.00.
    ["2026-12-01", "950.00"],
    // On a discount date the discount still applies: 1000.00 - 50.00 = 950.00.
    ["2026-12-05", "950.00"],
    // After 12-05, the next entry (12-08) applies: 1000.00 - 20.00 = 980.00.
    ["2026-12-06", "980.00"],
    // On the due date: no discount date left, no fine yet: 1000.00.
    ["2026-12-10", "1000.00"],
    // 5 days late: fine 1000.00 x 2% = 20.00; interest 1000.00 x 1% x 5/30 = 1.666… truncated to
    // 1.66; 1000.00 + 20.00 + 1.66 = 1021.66.
    ["2026-12-15", "1021.66"],
    // 30 days late (the last payable day): fine 20.00; interest 1000.00 x 1% x 30/30 = 10.00; 1030.00.
    ["2027-01-09", "1030.00"],
  ])("on %s the payer owes R$ %s", (day, expected) => {
    expect(brl(on(day).amountCentavos)).toBe(expected);
  });

  it("is payable until the due date plus validadeAposVencimento, and not after", () => {
    expect(lastPayableDay(due)).toBe("2027-01-09");
    expect(on("2027-01-09").payable).toBe(true);
    expect(on("2027-01-10").payable).toBe(false);
  });

  it("shows each part of the late amount", () => {
    expect(on("2026-12-15")).toMatchObject({ fineCentavos: 2000n, interestCentavos: 166n, discountCentavos: 0n, daysLate: 5 });
  });
});

describe("a R$ 200.00 charge with abatement, a per-day discount and per-day interest", () => {
  // valor.original "200.00"; abatimento {1, "10.00"}; desconto {5, "0.10"} (0.10% a day early);
  // multa {1, "5.00"}; juros {1, "0.50"} (R$ 0.50 a day late); due 2026-12-10.
  const due: PixDueCharge = {
    dataDeVencimento: "2026-12-10",
    validadeAposVencimento: 10,
    abatimento: { modalidade: 1, valorPerc: "10.00" },
    desconto: { modalidade: 5, valorPerc: "0.10" },
    multa: { modalidade: 1, valorPerc: "5.00" },
    juros: { modalidade: 1, valorPerc: "0.50" },
  };
  const on = (day: string) => brl(amountDueOn({ originalCentavos: 20_000n, due, day }).amountCentavos);

  it("deducts the abatement and 0.10% of the original per day early", () => {
    // 9 days early: discount 200.00 x 0.10% x 9 = 1.80; 200.00 - 10.00 - 1.80 = 188.20.
    expect(on("2026-12-01")).toBe("188.20");
  });

  it("deducts only the abatement on the due date", () => {
    // 0 days early: 200.00 - 10.00 = 190.00.
    expect(on("2026-12-10")).toBe("190.00");
  });

  it("adds the fixed fine and the interest per day late", () => {
    // 3 days late: 200.00 - 10.00 + 5.00 + 0.50 x 3 = 196.50.
    expect(on("2026-12-13")).toBe("196.50");
  });
});

describe("worked examples, to the centavo", () => {
  const late = (original: bigint, due: Omit<PixDueCharge, "dataDeVencimento" | "validadeAposVencimento">, daysLate: number) =>
    amountDueOn({
      originalCentavos: original,
      due: { dataDeVencimento: "2026-12-10", validadeAposVencimento: 60, ...due },
      day: addDays("2026-12-10", daysLate),
    });

  it("API Pix's own example: R$ 100.00, 2 days late, 3% fine and 1% a day, is R$ 105.00", () => {
    // bacen/pix-api openapi.yaml, Pix.componentesValor: original 100.00, multa 3.00, juros 2.00.
    const amount = late(10_000n, { multa: { modalidade: 2, valorPerc: "3.00" }, juros: { modalidade: 2, valorPerc: "1.00" } }, 2);
    expect(amount).toMatchObject({ fineCentavos: 300n, interestCentavos: 200n });
    expect(brl(amount.amountCentavos)).toBe("105.00");
  });

  it("R$ 100.00, 2% fine, 1% a month, 5 days late, is R$ 102.16: the interest is truncated, not rounded up", () => {
    // Fine 100.00 x 2% = 2.00; interest 100.00 x 1% x 5/30 = 0.1666…, truncated to 0.16.
    const amount = late(10_000n, { multa: { modalidade: 2, valorPerc: "2.00" }, juros: { modalidade: 3, valorPerc: "1.00" } }, 5);
    expect(amount).toMatchObject({ fineCentavos: 200n, interestCentavos: 16n });
    expect(brl(amount.amountCentavos)).toBe("102.16");
  });

  it("takes the monthly rate exactly, not as a daily factor cut to a few decimals", () => {
    // R$ 30000.00 at 1% a month, 1 day late: 30000.00 x 1% x 1/30 = 10.00 exactly (a daily factor
    // written 0.00033 would give 9.90, 0.000333 would give 9.99).
    const amount = late(3_000_000n, { juros: { modalidade: 3, valorPerc: "1.00" } }, 1);
    expect(brl(amount.interestCentavos)).toBe("10.00");
    expect(brl(amount.amountCentavos)).toBe("30010.00");
  });

  it("truncates the interest of all the days at once, not a daily amount times the days", () => {
    // R$ 100.00 at 1% a month, 10 days late: 100.00 x 1% x 10/30 = 0.333…, 0.33 (a daily 0.03 x 10
    // would be 0.30).
    expect(late(10_000n, { juros: { modalidade: 3, valorPerc: "1.00" } }, 10).interestCentavos).toBe(33n);
  });
});

describe("each part truncated to the centavo", () => {
  it("cuts the fraction of a centavo off the fine, the interest and the abatement, each on its own", () => {
    // valor.original "99.99"; abatimento {2, "1.50"}: 99.99 x 1.5% = 1.49985, 1.49;
    // multa {2, "2.00"}: 99.99 x 2% = 1.9998, 1.99; juros {2, "0.03"} 7 days late:
    // 99.99 x 0.03% x 7 = 0.209979, 0.20; 99.99 - 1.49 + 1.99 + 0.20 = 100.69.
    const due: PixDueCharge = {
      dataDeVencimento: "2026-12-10",
      validadeAposVencimento: 30,
      abatimento: { modalidade: 2, valorPerc: "1.50" },
      multa: { modalidade: 2, valorPerc: "2.00" },
      juros: { modalidade: 2, valorPerc: "0.03" },
    };
    const amount = amountDueOn({ originalCentavos: 9_999n, due, day: "2026-12-17" });
    expect(amount).toMatchObject({ abatementCentavos: 149n, fineCentavos: 199n, interestCentavos: 20n });
    expect(brl(amount.amountCentavos)).toBe("100.69");
  });

  it("leaves an abatement below a centavo out: R$ 10.00 with 0.05% off is R$ 10.00", () => {
    // 10.00 x 0.05% = 0.005, truncated to 0.00.
    const due: PixDueCharge = { dataDeVencimento: "2026-12-10", validadeAposVencimento: 0, abatimento: { modalidade: 2, valorPerc: "0.05" } };
    const amount = amountDueOn({ originalCentavos: 1_000n, due, day: "2026-12-10" });
    expect(amount.abatementCentavos).toBe(0n);
    expect(brl(amount.amountCentavos)).toBe("10.00");
  });

  it("cuts the fraction off a percentage discount per day early", () => {
    // desconto {5, "0.10"} 3 days early on 99.99: 99.99 x 0.10% x 3 = 0.29997, 0.29; 99.70.
    const due: PixDueCharge = { dataDeVencimento: "2026-12-10", validadeAposVencimento: 0, desconto: { modalidade: 5, valorPerc: "0.10" } };
    const amount = amountDueOn({ originalCentavos: 9_999n, due, day: "2026-12-07" });
    expect(amount.discountCentavos).toBe(29n);
    expect(brl(amount.amountCentavos)).toBe("99.70");
  });
});

describe("the other modalidades", () => {
  it("counts a year of 360 days: 12% a year is 1% a month", () => {
    // juros {4, "12.00"}, 30 days late on 1000.00: 1000.00 x 12% x 30/360 = 10.00.
    const due: PixDueCharge = { dataDeVencimento: "2026-12-10", validadeAposVencimento: 60, juros: { modalidade: 4, valorPerc: "12.00" } };
    expect(brl(amountDueOn({ originalCentavos: 100_000n, due, day: "2027-01-09" }).amountCentavos)).toBe("1010.00");
  });

  it("applies a percentage discount until its date and a fixed discount per day early", () => {
    // desconto {2, [{2026-12-05, "10.00"}]}: 1000.00 x 10% = 100.00 off until 12-05, nothing after.
    const byDate: PixDueCharge = {
      dataDeVencimento: "2026-12-10",
      validadeAposVencimento: 0,
      desconto: { modalidade: 2, descontoDataFixa: [{ data: "2026-12-05", valorPerc: "10.00" }] },
    };
    expect(brl(amountDueOn({ originalCentavos: 100_000n, due: byDate, day: "2026-12-05" }).amountCentavos)).toBe("900.00");
    expect(brl(amountDueOn({ originalCentavos: 100_000n, due: byDate, day: "2026-12-06" }).amountCentavos)).toBe("1000.00");
    // desconto {3, "2.00"}: R$ 2.00 a day early; 5 days early: 1000.00 - 10.00 = 990.00.
    const perDay: PixDueCharge = { dataDeVencimento: "2026-12-10", validadeAposVencimento: 0, desconto: { modalidade: 3, valorPerc: "2.00" } };
    expect(brl(amountDueOn({ originalCentavos: 100_000n, due: perDay, day: "2026-12-05" }).amountCentavos)).toBe("990.00");
  });
});
