import { describe, expect, it } from "vitest";
import { checkUrlShape, checkWebhookUrl, guardedLookup, isBlockedAddress, type GuardOptions, type Resolver } from "./ssrf-guard";

const publicAnswer: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
const strict: GuardOptions = { allowPrivate: false, requireHttps: false, resolve: publicAnswer };

describe("checkWebhookUrl with private URLs not allowed", () => {
  const refused = [
    "http://127.0.0.1/hook",
    "http://127.1/hook",
    "http://0x7f000001/hook",
    "http://2130706433/hook",
    "http://017700000001/hook",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:7f00:1]/hook",
    "http://[::]/hook",
    "http://0.0.0.0/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://10.0.0.1/hook",
    "http://172.16.5.4/hook",
    "http://192.168.1.1/hook",
    "http://100.64.0.1/hook",
    "http://224.0.0.1/hook",
    "http://[fc00::1]/hook",
    "http://[fd00:ec2::254]/hook",
    "http://[fe80::1]/hook",
    "http://[ff02::1]/hook",
    "http://[64:ff9b::7f00:1]/hook",
    "http://[2002:7f00:1::]/hook",
    "http://localhost/hook",
    "http://localhost./hook",
    "http://api.localhost/hook",
    "http://intranet/hook",
    "file:///etc/passwd",
    "gopher://example.com/_hello",
    "ftp://example.com/hook",
    "https://user:pass@example.com/hook",
    "not a url",
  ];
  it.each(refused)("refuses %s", async (url) => {
    const result = await checkWebhookUrl(url, strict);
    expect(result.ok).toBe(false);
  });

  it("accepts a public https URL whose host resolves to a public address", async () => {
    const result = await checkWebhookUrl("https://hooks.example.com/ponte", strict);
    expect(result.ok).toBe(true);
  });

  it("accepts a public IP literal", async () => {
    expect((await checkWebhookUrl("https://93.184.216.34/hook", strict)).ok).toBe(true);
  });

  it("refuses a host name whose DNS answer is loopback", async () => {
    const loopback: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const result = await checkWebhookUrl("https://evil.example.com/hook", { ...strict, resolve: loopback });
    expect(result).toEqual({ ok: false, reason: "resolves to a private or reserved address" });
  });

  it("refuses a host name when any one of its DNS answers is private", async () => {
    const mixed: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ];
    expect((await checkWebhookUrl("https://mixed.example.com/", { ...strict, resolve: mixed })).ok).toBe(false);
  });

  it("refuses a host name that does not resolve", async () => {
    const nothing: Resolver = async () => {
      throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
    };
    expect(await checkWebhookUrl("https://nowhere.example.com/", { ...strict, resolve: nothing })).toEqual({
      ok: false,
      reason: "host name does not resolve",
    });
  });
});

describe("checkUrlShape", () => {
  it("refuses plain http when https is required (production)", () => {
    expect(checkUrlShape("http://hooks.example.com/", { ...strict, requireHttps: true }).ok).toBe(false);
    expect(checkUrlShape("https://hooks.example.com/", { ...strict, requireHttps: true }).ok).toBe(true);
  });

  it("lets loopback through only when private URLs are allowed", () => {
    expect(checkUrlShape("http://127.0.0.1:4000/hook", { allowPrivate: true, requireHttps: false }).ok).toBe(true);
    expect(checkUrlShape("http://127.0.0.1:4000/hook", { allowPrivate: false, requireHttps: false }).ok).toBe(false);
  });

  it("still refuses non-http schemes when private URLs are allowed", () => {
    expect(checkUrlShape("file:///etc/passwd", { allowPrivate: true, requireHttps: false }).ok).toBe(false);
  });
});

describe("isBlockedAddress", () => {
  it.each(["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "2001:4860:4860::8888"])("lets public %s through", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
  it.each(["127.0.0.2", "::ffff:10.0.0.1", "::ffff:a00:1", "fe80::1%eth0", "255.255.255.255", "not-an-ip"])(
    "blocks %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(true);
    },
  );

  // Each IPv6 form that carries an IPv4 address, around loopback, private and metadata targets.
  it.each([
    ["IPv4-mapped", "::ffff:127.0.0.1"],
    ["IPv4-mapped, hexadecimal", "::ffff:a9fe:a9fe"],
    ["IPv4-compatible", "::169.254.169.254"],
    ["SIIT IPv4-translated", "::ffff:0:127.0.0.1"],
    ["SIIT IPv4-translated, hexadecimal", "::ffff:0:7f00:1"],
    ["SIIT IPv4-translated, private", "0:0:0:0:ffff:0:10.1.2.3"],
    ["SIIT IPv4-translated, public (never a DNS answer)", "::ffff:0:8.8.8.8"],
    ["NAT64 well-known prefix", "64:ff9b::127.0.0.1"],
    ["NAT64 well-known prefix, metadata", "64:ff9b::a9fe:a9fe"],
    ["NAT64 local-use, /96 layout", "64:ff9b:1::7f00:1"],
    ["NAT64 local-use, /48 layout", "64:ff9b:1:7f00:0:100::"],
    ["NAT64 local-use, public address", "64:ff9b:1::808:808"],
    ["6to4", "2002:c0a8:101::1"],
    ["6to4 of loopback", "2002:7f00:1::"],
    ["ISATAP", "2001:4860:1:2:0:5efe:10.0.0.1"],
    ["ISATAP, global bit", "2600:1f18::200:5efe:7f00:1"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
  ])("blocks the %s form %s", (_form, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    ["IPv4-mapped", "::ffff:8.8.8.8"],
    ["NAT64 well-known prefix", "64:ff9b::808:808"],
    ["6to4", "2002:808:808::1"],
    ["ISATAP", "2600:1f18::200:5efe:808:808"],
  ])("lets the %s form of a public address %s through", (_form, address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it.each(["http://[::ffff:0:127.0.0.1]/hook", "http://[64:ff9b:1::a9fe:a9fe]/hook", "http://[::ffff:0:a9fe:a9fe]/"])(
    "refuses the webhook URL %s",
    async (url) => {
      expect((await checkWebhookUrl(url, strict)).ok).toBe(false);
    },
  );
});

describe("guardedLookup", () => {
  const lookupOnce = (lookup: ReturnType<typeof guardedLookup>, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
      lookup("hooks.example.com", { all }, (error, address) => resolve({ error, address }));
    });

  it("hands the socket the checked public address", async () => {
    const result = await lookupOnce(guardedLookup(strict), false);
    expect(result).toEqual({ error: null, address: "93.184.216.34" });
    const all = await lookupOnce(guardedLookup(strict), true);
    expect(all.address).toEqual([{ address: "93.184.216.34", family: 4 }]);
  });

  it("refuses a connection when DNS now answers loopback (rebinding after the URL was saved)", async () => {
    let calls = 0;
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }];
    const guard = { ...strict, resolve: rebinding };
    expect((await checkWebhookUrl("https://hooks.example.com/", guard)).ok).toBe(true);
    const result = await lookupOnce(guardedLookup(guard), true);
    expect(result.error?.code).toBe("EWEBHOOKBLOCKED");
  });
});
