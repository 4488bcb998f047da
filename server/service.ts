// The site's own service in production: a small Node HTTP server on loopback behind nginx
// (deploy/nginx.conf proxies the service's paths here), answering with the same routes
// `vite dev` and `vite preview` mount (server/routes.ts): today POST /api/v1/contact.
// nginx is the public face and limits the rate.
//
//   node server/service.ts            (npm run serve:prod starts it with nginx; deploy/
//                                     signalwise.service runs it under systemd)
//
// Settings (environment): server/settings.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_ENDPOINT_PATH, contactRoute } from './contact/endpoint.ts';
import { describeBadLines, pruneStore, readStore } from './contact/store.ts';
import { startForwarder, type Forwarder } from './contact/webhook.ts';
import { dispatch } from './routes.ts';
import { configFromEnv, type ContactServiceConfig } from './settings.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface ContactService {
  readonly server: Server;
  readonly url: string;
  readonly forwarder: Forwarder | undefined;
  /** Stops taking requests, lets those in flight finish, and stops the forwarder. */
  close(): Promise<void>;
}

export async function startContactService(
  config: ContactServiceConfig,
  log = (message: string) => console.log(message),
): Promise<ContactService> {
  const { records, bad } = await readStore(config.file);
  for (const message of describeBadLines(config.file, bad)) log(`[contact] ${message}`);
  const pruned = await pruneStore(config.file, config.retentionMonths);
  if (pruned > 0) log(`[contact] removed ${pruned} request(s) older than ${config.retentionMonths} months`);
  log(`[contact] ${records.length - pruned} stored request(s) in ${config.file}`);

  const forwarder = config.webhookUrl
    ? await startForwarder(config.file, { url: config.webhookUrl, initialDelayMs: config.webhookInitialDelayMs, log })
    : undefined;
  const routes = [
    contactRoute({
      file: config.file,
      recaptcha: config.recaptchaSecret
        ? { secret: config.recaptchaSecret, minScore: config.recaptchaMinScore, verifyUrl: config.recaptchaVerifyUrl }
        : undefined,
      onStored: forwarder ? (record) => forwarder.enqueue(record) : undefined,
    }),
  ];
  const server = createServer(dispatch(routes));
  const pruneTimer = setInterval(() => {
    pruneStore(config.file, config.retentionMonths).then(
      (count) => count > 0 && log(`[contact] removed ${count} request(s) older than ${config.retentionMonths} months`),
      (error: unknown) => log(`[contact] pruning failed: ${String(error)}`),
    );
  }, DAY);
  pruneTimer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}${CONTACT_ENDPOINT_PATH}`;
  log(
    `[contact] listening on ${url}${config.recaptchaSecret ? ' (reCAPTCHA checked)' : ''}${forwarder ? ' (forwarding to the webhook)' : ''}`,
  );
  return {
    server,
    url,
    forwarder,
    close: async () => {
      clearInterval(pruneTimer);
      forwarder?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const service = await startContactService(configFromEnv());
  const stop = (signal: string) => {
    console.log(`[contact] ${signal}: stopping`);
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
