// SSRF guard for merchant webhook URLs. A URL is checked when it is saved (scheme, host, every DNS
// answer) and again on every connection: the HTTP agent resolves through `guardedLookup`, so the
// address actually connected to is the one checked, and a DNS answer that changes to 127.0.0.1
// between save and call is refused.
import { lookup as dnsLookup } from "node:dns/promises";
import net, { BlockList, type LookupFunction } from "node:net";
import { env, isProduction } from "@/kernel/env";

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardOptions = {
  /** Development and tests only: private, loopback and link-local targets are let through. */
  allowPrivate: boolean;
  /** Production: plain http is refused. */
  requireHttps: boolean;
  /** DNS resolution; tests inject answers (e.g. one that rebinds) instead of the system resolver. */
  resolve?: Resolver;
};

export const defaultGuardOptions = (): GuardOptions => ({
  allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS,
  // Receivers on a developer's machine or in a test run rarely have certificates: the flag that
  // admits private addresses admits plain http with them, even under `next start`.
  requireHttps: isProduction() && !env.WEBHOOK_ALLOW_PRIVATE_URLS,
});

const systemResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Thrown (and passed to socket callbacks) when a target is refused; send.ts maps it to "blocked". */
export class BlockedAddressError extends Error {
  readonly code = "EWEBHOOKBLOCKED";
  constructor(message: string) {
    super(message);
    this.name = "BlockedAddressError";
  }
}

const blocked = new BlockList();
const ipv4Ranges: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network", includes the unspecified address
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
];
for (const [network, prefix] of ipv4Ranges) blocked.addSubnet(network, prefix, "ipv4");
const ipv6Ranges: Array<[string, number]> = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["::ffff:0:0:0", 96], // SIIT IPv4-translated (::ffff:0:a.b.c.d): never a DNS answer for a public host
  ["64:ff9b:1::", 48], // local-use NAT64, whatever the prefix length and IPv4 position inside it
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (includes AWS's fd00:ec2::254 metadata)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // deprecated site-local
  ["ff00::", 8], // multicast
];
for (const [network, prefix] of ipv6Ranges) blocked.addSubnet(network, prefix, "ipv6");

/** Expands an IPv6 address into its 8 groups (handles `::` and a trailing dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const octets = dotted[1].split(".").map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  return [...headParts, ...Array<string>(missing).fill("0"), ...tailParts].map((part) => parseInt(part, 16) || 0);
}

const ipv4FromGroups = (high: number, low: number) =>
  `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 addresses an IPv6 address may carry, in every form a translator or tunnel would act on:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), SIIT (::ffff:0:a.b.c.d), the NAT64
 * well-known prefix (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::) and ISATAP (…:0:5efe:a.b.c.d).
 * Teredo (2001::/32) and local-use NAT64 (64:ff9b:1::/48) are refused as whole ranges.
 */
function embeddedIpv4(address: string): string[] {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = ipv6Groups(address);
  const found: string[] = [];
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroPrefix && (g4 === 0 || g4 === 0xffff) && (g5 === 0 || g5 === 0xffff)) found.push(ipv4FromGroups(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) found.push(ipv4FromGroups(g6, g7));
  if (g0 === 0x2002) found.push(ipv4FromGroups(g1, g2));
  // ISATAP interface identifier: 0000:5efe or 0200:5efe (either u/l bit, either i/g bit).
  if ((g4 & 0xfcff) === 0 && g5 === 0x5efe) found.push(ipv4FromGroups(g6, g7));
  return found;
}

/** True for addresses a webhook must never reach: loopback, private, link-local, CGNAT, metadata, … */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true; // not an address at all: refuse rather than guess
  if (embeddedIpv4(address).some((inner) => blocked.check(inner, "ipv4"))) return true;
  return blocked.check(address, "ipv6");
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/**
 * Checks what can be known without DNS: scheme, credentials, and an IP-literal host (the URL parser
 * has already turned spellings like 127.1, 0x7f000001 and 2130706433 into 127.0.0.1).
 */
export function checkUrlShape(raw: string, options: GuardOptions): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "must be an absolute http(s) URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "must use http or https" };
  if (options.requireHttps && url.protocol !== "https:") return { ok: false, reason: "must use https" };
  if (url.username || url.password) return { ok: false, reason: "must not carry credentials" };
  const host = bare(url.hostname);
  if (!host) return { ok: false, reason: "must name a host" };
  if (options.allowPrivate) return { ok: true, url };
  if (net.isIP(host)) {
    return isBlockedAddress(host) ? { ok: false, reason: "points to a private or reserved address" } : { ok: true, url };
  }
  const lower = host.toLowerCase().replace(/\.$/, "");
  if (lower === "localhost" || lower.endsWith(".localhost") || !lower.includes(".")) {
    return { ok: false, reason: "points to a local host name" };
  }
  return { ok: true, url };
}

/** Resolves a host and refuses it if any answer is blocked (a mixed answer could be picked later). */
async function resolvePublic(hostname: string, options: GuardOptions): Promise<ResolvedAddress[]> {
  const answers = await (options.resolve ?? systemResolve)(hostname);
  if (answers.length === 0) throw Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" });
  if (!options.allowPrivate) {
    const refused = answers.find((answer) => isBlockedAddress(answer.address));
    if (refused) throw new BlockedAddressError(`${hostname} resolves to a blocked address (${refused.address})`);
  }
  return answers;
}

/** Full check at save time: shape, then every DNS answer. */
export async function checkWebhookUrl(raw: string, options: GuardOptions = defaultGuardOptions()): Promise<UrlCheck> {
  const shape = checkUrlShape(raw, options);
  if (!shape.ok || options.allowPrivate) return shape;
  const host = bare(shape.url.hostname);
  if (net.isIP(host)) return shape;
  try {
    await resolvePublic(host, options);
    return shape;
  } catch (error) {
    if (error instanceof BlockedAddressError) return { ok: false, reason: "resolves to a private or reserved address" };
    return { ok: false, reason: "host name does not resolve" };
  }
}

/**
 * A `lookup` for http(s) agents: resolves, refuses blocked answers, and hands the socket only
 * checked addresses. Node calls it per connection, so the address connected to is always checked.
 */
export function guardedLookup(options: GuardOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolvePublic(hostname, options).then(
      (answers) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = wanted ? answers.filter((answer) => answer.family === wanted) : answers;
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`no IPv${wanted} address for ${hostname}`), { code: "ENOTFOUND" }), "", 4);
          return;
        }
        if (lookupOptions.all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
}
