import { afterAll, beforeAll } from 'vitest';
import { createServiceApp } from '../../server/app.ts';
import { createLogger } from '../../server/log.ts';
import type { Sandbox, SandboxOptions } from '../../server/sandbox/sandbox.ts';

export interface RunningSandbox {
  readonly origin: string;
  readonly sandbox: Sandbox;
  close(): Promise<void>;
}

/**
 * The site's service with the sandbox only, on a free loopback port, as nginx would stand in
 * front of it: a request's X-Forwarded-For is its client (tests send one to act as many).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { app, sandbox } = await createServiceApp({ behindProxy: true, logger: createLogger({ level: 'silent' }), sandbox: options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, sandbox, close: () => app.close() };
}

/**
 * A sandbox (server/sandbox/) on a free loopback port for the tests of the describe block (or
 * file) this is called in; `origin` is set once it listens.
 */
export function useSandboxServer(options: SandboxOptions = {}): { readonly origin: string } {
  const running = { origin: '' };
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox(options);
    running.origin = sandbox.origin;
  });
  afterAll(() => sandbox.close());
  return running;
}
