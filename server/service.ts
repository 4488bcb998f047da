// The site's own service in production: one Fastify application (./app.ts) on loopback behind
// nginx (deploy/site.conf proxies the service's paths here): POST /api/v1/contact and the API
// sandbox under /sandbox/. nginx is the public face; the service believes the client address
// nginx writes, and nothing a client writes.
//
//   node server/service.ts            (npm run serve:prod starts it with nginx;
//                                     deploy/signalwise.service runs it under systemd)
//
// Settings (environment): server/settings.ts, checked before anything is opened: an invalid
// one stops the service with a message naming it, and nothing is deleted. Logs: one JSON object
// a line on stdout (./log.ts).
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_BASE_PATH } from '../src/config/api-catalogue.ts';
import { createServiceApp } from './app.ts';
import { CONTACT_ENDPOINT_PATH } from './contact/endpoint.ts';
import { LeadStore } from './contact/lead-store.ts';
import { startForwarder, type Forwarder } from './contact/webhook.ts';
import { createLogger, lineLog, type Logger } from './log.ts';
import { sandboxRateLimit, type SandboxOptions } from './sandbox/sandbox.ts';
import { SettingsError, settingsFromEnv, type ServiceSettings } from './settings.ts';

export { SERVICE_KEEP_ALIVE_MS } from './app.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The moment before which leads are deleted: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface SiteService {
  readonly app: FastifyInstance;
  /** The contact endpoint's URL. */
  readonly url: string;
  readonly store: LeadStore;
  readonly forwarder: Forwarder | undefined;
  /** Stops taking requests, lets those in flight finish, stops the forwarder, closes the store. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  readonly logger?: Logger;
  /** The sandbox's limits and clock (tests). */
  readonly sandbox?: SandboxOptions;
}

export async function startService(
  settings: ServiceSettings,
  { logger = createLogger(), sandbox }: ServiceOptions = {},
): Promise<SiteService> {
  const log = lineLog(logger);
  const store = LeadStore.open(settings.dataDir, log);
  const prune = () => {
    if (settings.retentionMonths === 'off') return;
    const removed = store.deleteReceivedBefore(retentionCutoff(settings.retentionMonths));
    if (removed > 0) log(`[contact] removed ${removed} request(s) older than ${settings.retentionMonths} months`);
  };
  prune();
  log(`[contact] ${store.count()} stored request(s) in ${store.file}`);

  const forwarder = settings.webhook ? startForwarder(store, settings.webhook, log) : undefined;
  const pruneTimer = setInterval(() => {
    try {
      prune();
    } catch (error) {
      logger.error(`[contact] pruning failed: ${(error as Error).message}`);
    }
  }, DAY);
  pruneTimer.unref();
  let app: FastifyInstance;
  try {
    ({ app } = await createServiceApp({
      behindProxy: true,
      siteHosts: settings.siteHost ? [settings.siteHost] : [],
      logger,
      contact: {
        store,
        recaptcha: settings.recaptcha,
        onStored: forwarder ? () => forwarder.wake() : undefined,
        log: lineLog(logger, 'error'),
      },
      sandbox: {
        eventDelayScale: settings.sandboxEventDelayScale,
        rateLimit: settings.sandboxRateLimit === undefined ? undefined : sandboxRateLimit(settings.sandboxRateLimit),
        ...sandbox,
      },
    }));
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    clearInterval(pruneTimer);
    forwarder?.stop();
    store.close();
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const url = `http://${settings.host}:${port}${CONTACT_ENDPOINT_PATH}`;
  log(`[sandbox] answering test numbers on +990 at http://${settings.host}:${port}${SANDBOX_BASE_PATH}/`);
  log(
    `[contact] listening on ${url}${settings.recaptcha ? ' (reCAPTCHA checked)' : ''}${forwarder ? ` (forwarding to the webhook${settings.webhook?.secret ? ', signed' : ''})` : ''}`,
  );
  return {
    app,
    url,
    store,
    forwarder,
    close: async () => {
      clearInterval(pruneTimer);
      forwarder?.stop();
      await app.close();
      store.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const logger = createLogger();
  let settings: ServiceSettings;
  try {
    settings = settingsFromEnv();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    logger.fatal(`[contact] not started, nothing changed: ${error.message}`);
    process.exit(78); // EX_CONFIG: deploy/signalwise.service does not restart on it
  }
  let service: SiteService;
  try {
    service = await startService(settings, { logger });
  } catch (error) {
    // An unwritable data folder, a port in use: said in one line, not a stack trace.
    logger.fatal(`[contact] not started: ${(error as Error).message}`);
    process.exit(1);
  }
  const stop = (signal: string) => {
    logger.info(`[contact] ${signal}: stopping`);
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
