// deploy/client-key.conf works out nginx's $client_key with regular expressions over the
// compressed IPv6 form nginx writes (RFC 5952). Its rules, applied here in nginx's order (the
// first regex that matches), must key every address as the service does (server/clients.ts):
// an IPv4 address on itself, an IPv6 one on its /64. The real stack is tested too
// (tests/e2e-prod/fair-use.spec.ts, from many addresses of a private network namespace).
import { readFileSync } from 'node:fs';
import ipaddr from 'ipaddr.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../server/clients.ts';

const conf = readFileSync(new URL('../../deploy/client-key.conf', import.meta.url), 'utf8');
const rules = [...conf.matchAll(/^\s*"~([^"]+)" (\S+);$/gm)].map(([, pattern, value]) => ({
  pattern: new RegExp(pattern!),
  value: value!,
}));

/** What nginx's map gives for $remote_addr `address`. */
function nginxKey(address: string): string {
  for (const { pattern, value } of rules) {
    const match = pattern.exec(address);
    if (match)
      return value.replace(/\$(remote_addr|[a-z])\b/g, (_, name: string) => (name === 'remote_addr' ? address : match.groups![name]!));
  }
  return address;
}

/** The /64 as four groups, hex without leading zeros (what the map writes). */
const slash64 = (address: string) =>
  ipaddr.IPv6.parse(address)
    .toNormalizedString()
    .split(':')
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');

/**
 * An IPv6 address with runs of zero groups where they make "::" fall in every place. IPv4-mapped
 * ones are left out: nginx's IPv6 sockets (ipv6only, its default) never see IPv4 clients so.
 */
const addresses = fc
  .array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 })
  .map((groups) => new ipaddr.IPv6(groups))
  .filter((address) => !address.isIPv4MappedAddress())
  .map((address) => address.toRFC5952String());

describe('deploy/client-key.conf', () => {
  it('has its rules (and reads them as nginx does)', () => {
    expect(rules.length).toBeGreaterThan(8);
    expect(nginxKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it.each([
    ['2001:db8:1:2::5', '2001:db8:1:2'],
    ['2001:db8:1::5', '2001:db8:1:0'],
    ['2001:db8::1:2:3:4:5', '2001:db8:0:1'],
    ['2001:db8::5', '2001:db8:0:0'],
    ['2001::2:3:4:5:6:7', '2001:0:2:3'],
    ['2001::3:4:5:6:7', '2001:0:0:3'],
    ['::1:2:3:4:5:6:7', '0:1:2:3'],
    ['::1', '0:0:0:0'],
    ['::ffff:192.0.2.1', '0:0:0:0'],
    ['fe80::1', 'fe80:0:0:0'],
  ])('keys %s on its /64 (%s)', (address, key) => {
    expect(nginxKey(address)).toBe(key);
  });

  it('keys every IPv6 address on its /64, and two addresses alike exactly when the service does', () => {
    fc.assert(
      fc.property(addresses, addresses, (a, b) => {
        expect(nginxKey(a)).toBe(slash64(a));
        expect(nginxKey(a) === nginxKey(b)).toBe(clientOf(a).key === clientOf(b).key);
      }),
      { numRuns: 5_000 },
    );
  });
});
