import { describe, expect, it } from "vitest";
import { stableExamples } from "./stable-examples";

describe("stableExamples", () => {
  it("keeps a handle's type prefix but not letters before a '_' that are part of a random handle", () => {
    const stable = stableExamples({
      event: "evt_0123456789abcdef",
      checkout_url: "http://localhost:3000/claim/mwzgigwhtll_wgEVXJnL8qveqFJs",
    });
    expect(stable.event).toMatch(/^evt_[0-9a-z]{16}$/);
    const claim = /\/claim\/(.+)$/.exec(stable.checkout_url)?.[1] ?? "";
    expect(claim).toHaveLength("mwzgigwhtll_wgEVXJnL8qveqFJs".length);
    expect(claim.startsWith("mwzgigwhtll_")).toBe(false);
    // The same on every run, whatever the random handle was.
    expect(stableExamples({ checkout_url: "http://localhost:3000/claim/abcdefgh_ijklmnopqrstuvwxyz" }).checkout_url).toBe(
      stableExamples({ checkout_url: "http://localhost:3000/claim/zyxwvuts_rqponmlkjihgfedcba" }).checkout_url,
    );
  });

  it("fixes a payment link's slug wherever it appears: the slug, its URL and a session's payment_link", () => {
    const of = (slug: string) =>
      stableExamples({ slug, url: `http://localhost:3000/l/${slug}`, session: { payment_link: slug } });
    const stable = of("Ab3dEf7hJk");
    expect(stable.slug).toHaveLength(10);
    expect(stable.slug).not.toBe("Ab3dEf7hJk");
    expect(stable.url).toBe(`http://localhost:3000/l/${stable.slug}`);
    expect(stable.session.payment_link).toBe(stable.slug);
    expect(of("Zz9yXw8vUt")).toEqual(stable);
  });
});
