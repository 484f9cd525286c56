import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, isProxyEntry } from "~/.server/platform/http/client-address";

describe("client address for rate limits", () => {
  it("keeps a valid IPv4 address as it is", () => {
    expect(clientAddress("203.0.113.7", "10.0.0.1")).toBe("203.0.113.7");
  });

  it("falls back to the socket address when the forwarded value is not an IP", () => {
    expect(clientAddress("forjado-123", "10.0.0.1")).toBe("10.0.0.1");
    expect(clientAddress("1.2.3.4:5678", "10.0.0.1")).toBe("10.0.0.1");
    expect(clientAddress("x".repeat(5000), "10.0.0.1")).toBe("10.0.0.1");
    expect(clientAddress("", "10.0.0.1")).toBe("10.0.0.1");
    expect(clientAddress(undefined, "10.0.0.1")).toBe("10.0.0.1");
    expect(clientAddress("lixo", "nada")).toBe("desconhecido");
    expect(clientAddress(undefined, undefined)).toBe("desconhecido");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientAddress("::ffff:127.0.0.1", undefined)).toBe("127.0.0.1");
    expect(clientAddress("::FFFF:c000:0280", undefined)).toBe("192.0.2.128");
    expect(clientAddress("0:0:0:0:0:ffff:203.0.113.9", undefined)).toBe("203.0.113.9");
  });

  it("counts every IPv6 address of one /64 as one client", () => {
    const key = "2001:db8:1:2::/64";
    expect(addressKey("2001:db8:1:2::a")).toBe(key);
    expect(addressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:db8:1:2:3:4:5.6.7.8")).toBe(key);
    expect(addressKey("2001:db8:1:3::a")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("never yields a key longer than an IPv6 prefix", () => {
    for (const raw of [
      "2001:db8:aaaa:bbbb:cccc:dddd:eeee:ffff",
      "255.255.255.255",
      "::ffff:255.255.255.255",
    ]) {
      expect((addressKey(raw) ?? "").length).toBeLessThanOrEqual(24);
    }
  });
});

describe("TRUST_PROXY list entries", () => {
  it("accepts what Express accepts", () => {
    for (const entry of [
      "10.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
      "::1",
      "10.0.0.0/255.0.0.0",
      "loopback",
      "uniquelocal",
    ]) {
      expect(isProxyEntry(entry), entry).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const entry of ["proxy.local", "10.0.0.0/33", "fd00::/129", "10.0.0.1/8/8", "10.0.0", "*", "true"]) {
      expect(isProxyEntry(entry), entry).toBe(false);
    }
  });
});
