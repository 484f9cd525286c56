import { isIP } from "node:net";

/**
 * The key that rate limits count a visitor by. `forwarded` is what Express derived from
 * X-Forwarded-For under the TRUST_PROXY setting (req.ip), `socket` the TCP peer. Only a real IP
 * address is used: anything else a client could write into the header falls back to the socket.
 * IPv4-mapped IPv6 (::ffff:a.b.c.d) is the IPv4 address; any other IPv6 address counts by its /64,
 * because one subscriber usually holds a whole /64 and could otherwise take a fresh address per
 * request.
 */
export function clientAddress(forwarded: string | undefined, socket: string | undefined): string {
  for (const candidate of [forwarded, socket]) {
    const key = candidate === undefined ? undefined : addressKey(candidate);
    if (key) return key;
  }
  return "desconhecido";
}

/** The rate-limit key of one address, or undefined when it is not an IP address. */
export function addressKey(raw: string): string | undefined {
  // A zone (fe80::1%eth0) names the local interface, not the client.
  const address = raw.trim().replace(/%.*$/, "");
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return undefined;
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const isMappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address that isIP accepted (with `::` and a dotted tail). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((g) => Number.parseInt(g, 16)) : [];
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length > 2 || missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Whether one entry of a TRUST_PROXY list is what Express (proxy-addr) accepts: an IP address,
 * an address with a prefix length (10.0.0.0/8, fd00::/8) or an IPv4 netmask, or one of the
 * names loopback, linklocal, uniquelocal.
 */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}
