import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Server-side request forgery guard for webhook deliveries (decision 024). A hook may only reach
 * public unicast addresses: private, loopback, link-local, unique-local, CGNAT, multicast,
 * unspecified, documentation/benchmark and other reserved ranges are refused, in IPv4 and IPv6,
 * including IPv4 addresses carried inside IPv6 (mapped, compatible, NAT64).
 */
// Two lists: one BlockList checks IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d).
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blockedV4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible range
  ['::ffff:0:0', 96], // IPv4-mapped (checked again as IPv4 below; never reached directly)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (with or without an embedded dotted IPv4 tail). */
function ipv6Bytes(address: string): number[] | null {
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const parts = tail[1]!.split('.').map(Number);
    const hex = [(parts[0]! << 8) | parts[1]!, (parts[2]! << 8) | parts[3]!].map((n) =>
      n.toString(16),
    );
    text = `${text.slice(0, -tail[1]!.length)}${hex.join(':')}`;
  }
  const [head, rest] = text.split('::');
  const headParts = head ? head.split(':') : [];
  const restParts = rest ? rest.split(':') : [];
  const missing = 8 - headParts.length - restParts.length;
  if (text.includes('::') ? missing < 0 : missing !== 0) return null;
  const groups = [
    ...headParts,
    ...Array<string>(text.includes('::') ? missing : 0).fill('0'),
    ...restParts,
  ];
  const bytes: number[] = [];
  for (const g of groups) {
    const n = parseInt(g, 16);
    if (Number.isNaN(n) || n > 0xffff) return null;
    bytes.push(n >> 8, n & 0xff);
  }
  return bytes;
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d or NAT64 64:ff9b::a.b.c.d). */
export function embeddedIpv4(address: string): string | null {
  const b = ipv6Bytes(address);
  if (!b) return null;
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 10) && b[10] === 0xff && b[11] === 0xff;
  const nat64 = b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12);
  return mapped || nat64 ? b.slice(12).join('.') : null;
}

/** Whether an IP address is public unicast (the only kind a webhook may reach by default). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return !blockedV4.check(v4, 'ipv4');
    return !blockedV6.check(address.split('%')[0]!, 'ipv6');
  }
  return false;
}

/** The host of a URL as DNS and `isIP` expect it (IPv6 literals lose their brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

export type AddressPolicy = { allowPrivate: boolean; allowedHosts: readonly string[] };

/** Whether the policy lets the host through whatever it resolves to. */
const hostAllowed = (host: string, policy: AddressPolicy) =>
  policy.allowPrivate || policy.allowedHosts.includes(host);

/**
 * The save-time check: a literal IP (or "localhost") that is not public is refused unless
 * allowed. Names are resolved at every delivery instead (DNS can change after saving).
 */
export function isRefusedLiteral(url: URL, policy: AddressPolicy): boolean {
  const host = hostOf(url);
  if (hostAllowed(host, policy)) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
}

export type ResolvedTarget =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolve a hook's host and pick the address to connect to. Every address the name resolves to
 * must be allowed (a name with one private answer is refused), so the check cannot be dodged
 * by round-robin answers; the caller then connects to the returned address only.
 */
export async function resolveTarget(
  url: URL,
  policy: AddressPolicy,
  resolver: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const host = hostOf(url);
  const literal = isIP(host);
  const answers = literal
    ? [{ address: host, family: literal }]
    : await resolver(host).catch((error: unknown) => {
        throw new Error(`DNS lookup of ${host} failed: ${(error as Error).message}`);
      });
  if (answers.length === 0) throw new Error(`DNS lookup of ${host} returned no address`);
  if (!hostAllowed(host, policy)) {
    const refused = answers.find((a) => !isPublicAddress(a.address));
    if (refused) {
      return {
        ok: false,
        reason: `Refused: ${host} resolves to ${refused.address}, which is not a public address`,
      };
    }
  }
  const first = answers[0]!;
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
