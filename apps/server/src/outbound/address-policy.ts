import ipaddr from 'ipaddr.js';

type IPAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * What an instance lets its outbound requests reach although the address is not public:
 * `WEBHOOK_ALLOWED_HOSTS`, host names (matched exactly, whatever they resolve to), IPs or CIDR ranges.
 */
export interface AllowList {
  readonly hosts: ReadonlySet<string>;
  readonly ranges: readonly (readonly [IPAddress, number])[];
}

export const EMPTY_ALLOW_LIST: AllowList = { hosts: new Set(), ranges: [] };

/** `WEBHOOK_ALLOWED_HOSTS` read: each entry a host name, an IP or a CIDR range, comma-separated. */
export function parseAllowList(text: string | undefined): { allowList: AllowList; problems: string[] } {
  const hosts = new Set<string>();
  const ranges: (readonly [IPAddress, number])[] = [];
  const problems: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1');
    if (entry === '') continue;
    if (ipaddr.isValidCIDR(entry)) {
      ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/.test(entry)) {
      hosts.add(entry.replace(/\.$/, ''));
    } else {
      problems.push(`"${raw.trim()}" is neither a host name, an IP address nor a CIDR range`);
    }
  }
  return { allowList: { hosts, ranges }, problems };
}

export function isHostAllowed(host: string, allowList: AllowList): boolean {
  return allowList.hosts.has(host.toLowerCase().replace(/\.$/, ''));
}

/**
 * Why an address may not be reached from the server, or null when it is a public unicast address.
 * Forms that carry an IPv4 address inside IPv6 (mapped, compatible, NAT64, 6to4) are judged by the
 * IPv4 address they lead to, so `::ffff:127.0.0.1` is loopback and `64:ff9b::a00:1` private.
 */
export function refusedAddressClass(text: string): string | null {
  if (!ipaddr.isValid(text)) return 'not-an-ip-address';
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') {
    const range = address.range();
    return range === 'unicast' ? null : range;
  }
  const v6 = address as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    const inner = refusedAddressClass(embedded.toString());
    return inner === null ? null : `${v6.range() === 'unicast' ? 'ipv4Compatible' : v6.range()}:${inner}`;
  }
  const range = v6.range();
  // Only the global unicast block (2000::/3) is routed on the internet; ipaddr.js calls every
  // unassigned block "unicast" too.
  if (range !== 'unicast') return range;
  return v6.match(ipaddr.IPv6.parse('2000::'), 3) ? null : 'reserved';
}

/** The IPv4 address an IPv6 form leads to: mapped/translated/compatible (::/96), NAT64 (64:ff9b::/96), 6to4. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return v4(p[6]!, p[7]!);
  // NAT64's well-known prefix; its local-use /48 (64:ff9b:1::) stays refused as reserved-like below.
  if (range === 'rfc6052' && p[2] === 0) return v4(p[6]!, p[7]!);
  if (range === '6to4') return v4(p[1]!, p[2]!);
  // IPv4-compatible (deprecated ::a.b.c.d): the first 96 bits zero, but not :: or ::1.
  if (p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || p[7]! > 1)) return v4(p[6]!, p[7]!);
  return null;
}

/** Whether an address is inside one of the allow list's ranges (an IPv4-mapped address counts as its IPv4). */
export function isAddressAllowed(text: string, allowList: AllowList): boolean {
  if (allowList.ranges.length === 0 || !ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  return allowList.ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
}
