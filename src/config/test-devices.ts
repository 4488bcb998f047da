/**
 * The sandbox's test devices: the numbers (+990, a country code no country has) and the IPv6
 * addresses that name them. The sandbox answers from these, the pages print them, the operator
 * signs their lines in.
 */

/** Every test number starts with this country code, which no country has (ITU: spare). */
export const TEST_NUMBER_PREFIX = '+990';

export const isTestNumber = (phoneNumber: string) => phoneNumber.startsWith(TEST_NUMBER_PREFIX);

/**
 * A test device's IPv6 addresses: its own /64 in the documentation prefix 2001:db8::/32 (RFC
 * 3849: no real device has one), the third and fourth groups being the eight digits after
 * +990 (`+99040000001` is `2001:db8:4000:1::/64`, any address in it). Any other address names
 * no test device.
 */
export const TEST_IPV6_PREFIX = '2001:db8';

/** The /64 of a test number with eight digits after +990 (`2001:db8:4000:1::`), or undefined. */
export function ipv6OfNumber(phoneNumber: string): string | undefined {
  const [, third, fourth] = /^\+990(\d{4})(\d{4})$/.exec(phoneNumber) ?? [];
  return third && fourth ? `${TEST_IPV6_PREFIX}:${Number(third)}:${Number(fourth)}::` : undefined;
}

/** The test number an IPv6 address belongs to (see TEST_IPV6_PREFIX), or undefined. */
export function numberOfIpv6(address: string): string | undefined {
  const [first, second, third = '', fourth = ''] = expandIpv6(address) ?? [];
  if (`${first}:${second}` !== '2001:0db8') return undefined;
  return /^\d{4}$/.test(third) && /^\d{4}$/.test(fourth) ? `${TEST_NUMBER_PREFIX}${third}${fourth}` : undefined;
}

/** The eight groups of an IPv6 address, four hex digits each (lower case), or undefined. */
function expandIpv6(address: string): string[] | undefined {
  const text = address.toLowerCase().replace(/%.*$/, '');
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const [head, tail] = [part(halves[0]), part(halves[1])];
  if ([...head, ...tail].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail].map((group) => group.padStart(4, '0'));
}
