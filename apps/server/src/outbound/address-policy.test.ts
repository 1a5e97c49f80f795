import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isAddressAllowed, parseAllowList, refusedAddressClass } from './address-policy.ts';

describe('refusedAddressClass', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['4000::1', 'reserved'],
    ['2001::1', 'teredo'],
    ['64:ff9b:1::1', 'rfc6052'],
    // IPv4 inside IPv6: judged by the IPv4 address it leads to.
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:10.0.0.1', 'ipv4Mapped:private'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
    ['::ffff:0:127.0.0.1', 'rfc6145:loopback'],
    // ipaddr.js reads the dotted compatible form as mapped; the hex form is the compatible one.
    ['::127.0.0.1', 'ipv4Mapped:loopback'],
    ['::7f00:1', 'ipv4Compatible:loopback'],
    ['::a00:1', 'ipv4Compatible:private'],
    ['64:ff9b::7f00:1', 'rfc6052:loopback'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052:linkLocal'],
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:c0a8:101::1', '6to4:private'],
  ])('refuses %s as %s', (address, expected) => {
    expect(refusedAddressClass(address)).toBe(expected);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedAddressClass(address)).toBeNull();
    },
  );
});

describe('WEBHOOK_ALLOWED_HOSTS', () => {
  it('reads host names, IPs and CIDR ranges, and matches addresses in them', () => {
    const { allowList, problems } = parseAllowList(' hooks.internal , 10.0.0.0/8,127.0.0.1, [::1], fd00::/8 ');
    expect(problems).toEqual([]);
    expect([...allowList.hosts]).toEqual(['hooks.internal']);
    expect(isAddressAllowed('10.20.30.40', allowList)).toBe(true);
    expect(isAddressAllowed('::ffff:10.20.30.40', allowList)).toBe(true);
    expect(isAddressAllowed('127.0.0.1', allowList)).toBe(true);
    expect(isAddressAllowed('127.0.0.2', allowList)).toBe(false);
    expect(isAddressAllowed('::1', allowList)).toBe(true);
    expect(isAddressAllowed('fd00::5', allowList)).toBe(true);
    expect(isAddressAllowed('192.168.0.1', allowList)).toBe(false);
  });

  it('names the entries it cannot read', () => {
    expect(parseAllowList('ok.example, http://nope, 10.0.0.0/33').problems).toEqual([
      '"http://nope" is neither a host name, an IP address nor a CIDR range',
      '"10.0.0.0/33" is neither a host name, an IP address nor a CIDR range',
    ]);
  });
});

describe('WEBHOOK_ALLOWED_HOSTS in the configuration', () => {
  it('is read at start-up, and a bad entry stops the server with its name', () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'receiver.local,127.0.0.1' }).webhookAllowedHosts.hosts.has('receiver.local')).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'https://receiver.local/' })).toThrow(
      /WEBHOOK_ALLOWED_HOSTS: "https:\/\/receiver.local\/" is neither/,
    );
  });
});
