import { describe, expect, it } from "vitest";
import { clientAddressOf } from "./client-address";

const headersWith = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor });

describe("clientAddressOf", () => {
  it.each([
    ["no header (nothing to count by)", undefined, 0, null],
    ["the connection's address Next.js wrote, no proxy", "198.51.100.9", 0, "198.51.100.9"],
    ["one trusted proxy appending its peer: the last entry", "10.9.9.9, 198.51.100.9", 1, "198.51.100.9"],
    ["a forged first entry behind one trusted proxy is ignored", "1.2.3.4, 198.51.100.9", 1, "198.51.100.9"],
    ["two trusted proxies: the second entry from the end", "1.2.3.4, 198.51.100.9, 10.0.0.2", 2, "198.51.100.9"],
    ["fewer entries than trusted proxies: the first one", "198.51.100.9", 3, "198.51.100.9"],
    ["an IPv4-mapped IPv6 address is the IPv4 address", "::ffff:198.51.100.9", 0, "198.51.100.9"],
    ["an IPv4 address with a port", "198.51.100.9:51234", 0, "198.51.100.9"],
    ["an IPv6 address counts by its /64 network", "2001:db8:1:2:aaaa::1", 0, "2001:db8:1:2::/64"],
    ["another address of the same /64 is the same client", "[2001:db8:1:2:ffff:ffff:ffff:ffff]:443", 0, "2001:db8:1:2::/64"],
    ["a compressed IPv6 address", "2001:db8::1", 0, "2001:db8:0:0::/64"],
  ])("%s", (_case, forwardedFor, hops, expected) => {
    expect(clientAddressOf(headersWith(forwardedFor), hops)).toBe(expected);
  });
});
