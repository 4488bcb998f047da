// The production contact service: a small Node HTTP server that answers POST /api/v1/contact
// behind nginx (deploy/nginx.conf proxies that one path here) with the same handler
// `vite preview` uses. Loopback only; nginx is the public face and limits the rate.
//
//   node server/service.ts            (npm run serve:prod starts it with nginx)
//
// Settings (environment):
//   CONTACT_PORT                 port on 127.0.0.1 (default 4189, what deploy/nginx.conf proxies to)
//   CONTACT_DATA_DIR             where the requests are stored (default .data)
//   CONTACT_RETENTION_MONTHS     requests older than this are deleted (default 24)
//   CONTACT_RECAPTCHA_SECRET     reCAPTCHA secret key; when set, every request needs a valid token
//   CONTACT_RECAPTCHA_MIN_SCORE  lowest accepted reCAPTCHA v3 score (default 0.5)
//   CONTACT_RECAPTCHA_VERIFY_URL Google's siteverify (tests point it at a local stub)
//   CONTACT_WEBHOOK_URL          each new request is also POSTed here as JSON (retried until accepted)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_ENDPOINT_PATH, contactEndpointHandler } from './contact/endpoint.ts';
import { describeBadLines, pruneStore, readStore } from './contact/store.ts';
import { startForwarder, type Forwarder } from './contact/webhook.ts';

export const DEFAULT_CONTACT_PORT = 4189;
const DAY = 24 * 60 * 60 * 1000;

export interface ContactServiceConfig {
  readonly port: number;
  readonly host: string;
  readonly file: string;
  readonly retentionMonths: number;
  readonly recaptchaSecret?: string | undefined;
  readonly recaptchaMinScore?: number | undefined;
  readonly recaptchaVerifyUrl?: string | undefined;
  readonly webhookUrl?: string | undefined;
  readonly webhookInitialDelayMs?: number | undefined;
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a non-negative number, not ${JSON.stringify(value)}`);
  return number;
};
const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ContactServiceConfig {
  return {
    port: positive('CONTACT_PORT', env.CONTACT_PORT, DEFAULT_CONTACT_PORT),
    host: '127.0.0.1',
    file: join(resolve(env.CONTACT_DATA_DIR ?? '.data'), 'contact-requests.jsonl'),
    retentionMonths: positive('CONTACT_RETENTION_MONTHS', env.CONTACT_RETENTION_MONTHS, 24),
    recaptchaSecret: text(env.CONTACT_RECAPTCHA_SECRET),
    recaptchaMinScore: env.CONTACT_RECAPTCHA_MIN_SCORE
      ? positive('CONTACT_RECAPTCHA_MIN_SCORE', env.CONTACT_RECAPTCHA_MIN_SCORE, 0.5)
      : undefined,
    recaptchaVerifyUrl: text(env.CONTACT_RECAPTCHA_VERIFY_URL),
    webhookUrl: text(env.CONTACT_WEBHOOK_URL),
    webhookInitialDelayMs: env.CONTACT_WEBHOOK_RETRY_MS
      ? positive('CONTACT_WEBHOOK_RETRY_MS', env.CONTACT_WEBHOOK_RETRY_MS, 1_000)
      : undefined,
  };
}

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
  const handler = contactEndpointHandler({
    file: config.file,
    recaptcha: config.recaptchaSecret
      ? { secret: config.recaptchaSecret, minScore: config.recaptchaMinScore, verifyUrl: config.recaptchaVerifyUrl }
      : undefined,
    onStored: forwarder ? (record) => forwarder.enqueue(record) : undefined,
  });
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== CONTACT_ENDPOINT_PATH) {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('{"ok":false,"error":"not_found"}');
      return;
    }
    request.url = '/';
    handler(request, response, () => undefined);
  });
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
