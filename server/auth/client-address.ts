// The address a request came from, for counting failed sign-ins per client.
import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/kernel/env";

/**
 * Route handlers never see the connection itself: Next.js writes its address into X-Forwarded-For
 * when the request arrives without that header, and keeps the header as it is otherwise. Each
 * trusted proxy in front of the app appends the address it was reached from, so the client is the
 * entry that many places from the end. With no trusted proxy, a client that sends the header
 * itself chooses its own address: only the per-account count holds against it.
 */
export function clientAddressOf(headers: Headers, trustedProxyHops: number = env.TRUSTED_PROXY_HOPS): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return null;
  const entry = entries[Math.max(0, entries.length - Math.max(1, trustedProxyHops))] ?? "";
  return addressGroup(entry);
}

/**
 * IPv4 addresses as they are; IPv6 by their /64 network, which one subscriber commonly holds whole
 * (counting single IPv6 addresses would give every client as many fresh counters as it likes).
 */
export function addressGroup(entry: string): string {
  const address = withoutPortOrBrackets(entry);
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedV4) return mappedV4;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.toLowerCase();
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function withoutPortOrBrackets(entry: string) {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  if (bracketed) return bracketed;
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry)?.[1];
  return v4WithPort ?? entry;
}

function expandIPv6(address: string): string[] {
  const withoutZone = address.split("%")[0] ?? address;
  const [head = "", tail] = withoutZone.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => "0"), ...tailGroups];
  return groups.map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}
