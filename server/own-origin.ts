// The origin a request came to, when it is one of the site's own: loopback (any port) or the
// site's host names. The sandbox's operator is an issuer on that origin, and an inbox's URL is
// made on it; a Host header naming anything else gets neither. Behind nginx the host is the one
// the client asked for and the scheme the one nginx was asked with (deploy/site.conf).
import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Whether a Host header's name (its port aside) is loopback or one of `siteHosts`. */
export const isOwnHost = (host: string, siteHosts: ReadonlySet<string>) => {
  const name = host.replace(/:\d+$/, '');
  return LOOPBACK_HOSTS.has(name) || siteHosts.has(name);
};

/** `<scheme>://<host>` the request came to, if that host is ours. */
export function ownOrigin(request: FastifyRequest, siteHosts: ReadonlySet<string>): string | undefined {
  const host = request.headers.host;
  if (!host || !isOwnHost(host, siteHosts)) return undefined;
  return `${request.protocol}://${host}`;
}
