import { isIPv4, isIPv6 } from 'node:net';

// SSRF protection: which IP addresses a plugin may connect to. Only public unicast addresses pass.

export type RefusedRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'reserved'
  | 'documentation'
  | 'tunnel';

interface V4Range {
  base: number;
  bits: number;
  range: RefusedRange;
}

const v4 = (dotted: string, bits: number, range: RefusedRange): V4Range => ({ base: parseV4(dotted) as number, bits, range });

const REFUSED_V4: V4Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'reserved'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

function parseV4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function classifyV4(value: number): RefusedRange | null {
  for (const r of REFUSED_V4) {
    const size = 2 ** (32 - r.bits);
    if (value >= r.base && value < r.base + size) return r.range;
  }
  return null;
}

/** Eight 16-bit groups, or null when the text is not an IPv6 address. */
function parseV6(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').split('%')[0]; // brackets and zone id carry no routing meaning here
  if (!isIPv6(text)) return null;
  let head = text;
  const tailGroups: number[] = [];
  // An embedded dotted IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const dotted = text.match(/(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (dotted) {
    const value = parseV4(dotted[1]);
    if (value === null) return null;
    tailGroups.push(Math.floor(value / 65536), value % 65536);
    head = text.slice(0, -dotted[1].length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const toGroups = (s: string): number[] => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  let groups: number[];
  if (head.includes('::')) {
    const [left, right] = head.split('::');
    const l = toGroups(left);
    const r = [...toGroups(right), ...tailGroups];
    groups = [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  } else {
    groups = [...toGroups(head), ...tailGroups];
  }
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function classifyV6(g: number[]): RefusedRange | null {
  const embeddedV4 = (hi: number, lo: number): RefusedRange | null => classifyV4(hi * 65536 + lo);
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);

  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the socket really talks IPv4 to the embedded address.
  if (zeros(0, 5) && g[5] === 0xffff) return embeddedV4(g[6], g[7]);
  // IPv4-translated (::ffff:0:a.b.c.d, SIIT) is translated to the embedded address too.
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return embeddedV4(g[6], g[7]);
  // IPv4-compatible (::a.b.c.d), deprecated and never a public destination.
  if (zeros(0, 6)) return 'reserved';
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address; the local-use prefix (64:ff9b:1::/48) a private network.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embeddedV4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'reserved';
  // Teredo (2001::/32) and 6to4 (2002::/16) tunnel to an IPv4 address a relay chooses (Teredo's is
  // obfuscated): no public service needs them as a destination, so they are refused whole.
  if (g[0] === 0x2001 && g[1] === 0) return 'tunnel';
  if (g[0] === 0x2002) return 'tunnel';
  if ((g[0] & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xffc0) === 0xfec0) return 'reserved'; // deprecated site-local
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'documentation';
  if (g[0] === 0x0100 && zeros(1, 4)) return 'reserved'; // discard-only 100::/64
  return null;
}

/**
 * Why an IP address is refused, or null when it is a public address a plugin may reach.
 * Anything that is not a valid IP address is refused as 'reserved'.
 */
export function classifyAddress(address: string): RefusedRange | null {
  if (isIPv4(address)) {
    const value = parseV4(address);
    return value === null ? 'reserved' : classifyV4(value);
  }
  const groups = parseV6(address);
  return groups === null ? 'reserved' : classifyV6(groups);
}

/** True when the text is an IP literal (v4, v6, or bracketed v6 as in a URL host). */
export function isIpLiteral(host: string): boolean {
  return isIPv4(host) || isIPv6(host.replace(/^\[|\]$/g, ''));
}

/**
 * The reason the address may not be connected to, or null when it may.
 * `allowLoopback` opens loopback only (tests talking to a fake vendor on 127.0.0.1).
 */
export function refusalReason(address: string, allowLoopback: boolean): RefusedRange | null {
  const range = classifyAddress(address);
  if (range === 'loopback' && allowLoopback) return null;
  return range;
}
