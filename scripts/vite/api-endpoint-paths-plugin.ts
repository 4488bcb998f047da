import type { Plugin } from 'vite';
import { API_CATALOGUE } from '../../src/config/api-catalogue.ts';

const ID = 'virtual:api-endpoint-paths';

/**
 * `virtual:api-endpoint-paths`: each API's endpoint paths by operationId (in the catalogue's
 * order), read from the catalogue at build time. The console's mock logs name endpoints, and
 * importing the catalogue itself for that would load its prices, CAMARA sources and grants with
 * the Logs page (1.2 KB gzip against about 0.2 KB for the paths).
 */
export function apiEndpointPaths(): Plugin {
  return {
    name: 'signalwise:api-endpoint-paths',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const paths = Object.fromEntries(
        API_CATALOGUE.map((api) => [api.slug, Object.fromEntries(api.endpoints.map((endpoint) => [endpoint.operationId, endpoint.path]))]),
      );
      return `export default ${JSON.stringify(paths)};`;
    },
  };
}
