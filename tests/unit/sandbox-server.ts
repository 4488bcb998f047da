import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createSandbox } from '../../server/sandbox/sandbox.ts';

/**
 * A sandbox (server/sandbox/) on a free loopback port for the tests of the describe block (or
 * file) this is called in; `origin` is set once it listens.
 */
export function useSandboxServer(): { readonly origin: string } {
  const sandbox = { origin: '' };
  let server: Server;
  beforeAll(async () => {
    server = createServer(createSandbox().handle);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    sandbox.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  return sandbox;
}
