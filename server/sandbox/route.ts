// The sandbox as a route of the site's service, loaded on its first request: its documents and
// their validators (Ajv) take a second or more to load on a busy machine, which the service's
// start and every `vite` command that loads the config would otherwise pay, sandbox or not.
import { SANDBOX_BASE_PATH } from '../../src/config/api-catalogue.ts';
import type { Route } from '../routes.ts';
import { correlatorOf, HTTP_ERRORS, sendError } from './http.ts';
import type { Sandbox, SandboxOptions } from './sandbox.ts';

export function sandboxRoute(options: SandboxOptions = {}): Route {
  const log = options.log ?? ((message: string) => console.error(message));
  let loading: Promise<Sandbox> | undefined;
  return {
    path: `${SANDBOX_BASE_PATH}/`,
    handle: (request, response) => {
      loading ??= import('./sandbox.ts').then(({ createSandbox }) => createSandbox(options));
      loading.then(
        (sandbox) => sandbox.handle(request, response),
        (error: unknown) => {
          // Tried again on the next request.
          loading = undefined;
          log(`[sandbox] could not start: ${(error as Error).stack ?? String(error)}`);
          sendError(response, HTTP_ERRORS.unavailable, correlatorOf(request).value, { 'Retry-After': '10' });
        },
      );
    },
  };
}
