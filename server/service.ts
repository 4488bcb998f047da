// The site's own service in production: a small Node HTTP server on loopback behind nginx
// (deploy/site.conf proxies the service's paths here), answering with the same routes
// `vite dev` and `vite preview` mount (server/routes.ts): POST /api/v1/contact and the API
// sandbox under /sandbox/ (server/sandbox/, in memory, with its own limit per address).
// nginx is the public face and limits the rate.
//
//   node server/service.ts            (npm run serve:prod starts it with nginx;
//                                     deploy/signalwise.service runs it under systemd)
//
// Settings (environment): server/settings.ts, checked before anything is opened: an invalid
// one stops the service with a message naming it, and nothing is deleted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_BASE_PATH } from '../src/config/api-catalogue.ts';
import { CONTACT_ENDPOINT_PATH, contactRoute } from './contact/endpoint.ts';
import { LeadStore } from './contact/store.ts';
import { startForwarder, type Forwarder } from './contact/webhook.ts';
import { dispatch } from './routes.ts';
import { sandboxRoute } from './sandbox/route.ts';
import { SettingsError, settingsFromEnv, type ServiceSettings } from './settings.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long the service keeps an idle connection open. nginx keeps its idle connections to us
 * for less (`keepalive_timeout` in deploy/http.conf's upstream, tests/unit/sandbox-nginx.test.ts),
 * so it is always nginx that closes one: were it us, a request nginx wrote to the connection as
 * we closed it would be reset, and nginx retries no POST, so the visitor would get a 503.
 */
export const SERVICE_KEEP_ALIVE_MS = 10_000;

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface SiteService {
  readonly server: Server;
  /** The contact endpoint's URL. */
  readonly url: string;
  readonly store: LeadStore;
  readonly forwarder: Forwarder | undefined;
  /** Stops taking requests, lets those in flight finish, stops the forwarder, closes the store. */
  close(): Promise<void>;
}

export async function startService(
  settings: ServiceSettings,
  log: (message: string) => void = (message) => console.log(message),
): Promise<SiteService> {
  const store = LeadStore.open(settings.dataDir, log);
  const prune = () => {
    if (settings.retentionMonths === 'off') return;
    const removed = store.deleteReceivedBefore(retentionCutoff(settings.retentionMonths));
    if (removed > 0) log(`[contact] removed ${removed} request(s) older than ${settings.retentionMonths} months`);
  };
  prune();
  log(`[contact] ${store.list().length} stored request(s) in ${store.file}`);

  const forwarder = settings.webhook ? startForwarder(store, settings.webhook, log) : undefined;
  const routes = [
    contactRoute({
      store,
      recaptcha: settings.recaptcha,
      onStored: forwarder ? () => forwarder.wake() : undefined,
      log,
    }),
    sandboxRoute({ log }),
  ];
  const server = createServer(dispatch(routes));
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
  const pruneTimer = setInterval(() => {
    try {
      prune();
    } catch (error) {
      log(`[contact] pruning failed: ${(error as Error).message}`);
    }
  }, DAY);
  pruneTimer.unref();
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(settings.port, settings.host, done);
    });
  } catch (error) {
    clearInterval(pruneTimer);
    forwarder?.stop();
    store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${settings.host}:${port}${CONTACT_ENDPOINT_PATH}`;
  log(`[sandbox] answering test numbers on +990 at http://${settings.host}:${port}${SANDBOX_BASE_PATH}/`);
  log(
    `[contact] listening on ${url}${settings.recaptcha ? ' (reCAPTCHA checked)' : ''}${forwarder ? ` (forwarding to the webhook${settings.webhook?.secret ? ', signed' : ''})` : ''}`,
  );
  return {
    server,
    url,
    store,
    forwarder,
    close: async () => {
      clearInterval(pruneTimer);
      forwarder?.stop();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
      });
      store.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let settings: ServiceSettings;
  try {
    settings = settingsFromEnv();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[contact] not started, nothing changed: ${error.message}`);
    process.exit(78); // EX_CONFIG: deploy/signalwise.service does not restart on it
  }
  let service: SiteService;
  try {
    service = await startService(settings);
  } catch (error) {
    // An unwritable data folder, a port in use: said in one line, not a stack trace.
    console.error(`[contact] not started: ${(error as Error).message}`);
    process.exit(1);
  }
  const stop = (signal: string) => {
    console.log(`[contact] ${signal}: stopping`);
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
