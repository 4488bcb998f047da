// Who a request comes from, for limits and for the sandbox's state. One subscriber is given one
// IPv4 address or one IPv6 /64, so that is a client; a site (an office, a hosting customer, a
// tunnel broker's user) is given a /48, and an IPv4 /24 is usually one network, so that is a
// client's group, whose share of any store is capped too (docs/apis.md, "Fair use").
// nginx keys its own limits the same way (deploy/http.conf's $client_key).
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface Client {
  /** The address (IPv4) or its /64 (IPv6): whom a limit or a record belongs to. */
  readonly key: string;
  /** The /24 (IPv4) or /48 (IPv6) the client is in. */
  readonly group: string;
}

const network = (address: ipaddr.IPv4 | ipaddr.IPv6, bits: number) =>
  address.kind() === 'ipv4'
    ? `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`).toString()}/${bits}`
    : `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`).toString()}/${bits}`;

/** The client an address (as the socket or the trusted proxy gives it) stands for. */
export function clientOf(ip: string): Client {
  // The common case, without parsing: a dotted IPv4 address is its own key, its /24 its group.
  if (isIPv4(ip)) return { key: ip, group: `${ip.slice(0, ip.lastIndexOf('.'))}.0/24` };
  if (!ipaddr.isValid(ip)) return { key: ip || 'unknown', group: ip || 'unknown' };
  // `process` turns an IPv4-mapped IPv6 address (::ffff:1.2.3.4) into the IPv4 one.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return { key: address.toString(), group: network(address, 24) };
  return { key: network(address, 64), group: network(address, 48) };
}
