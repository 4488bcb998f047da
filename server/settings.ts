// The service's settings, read from the environment once at start (server/service.ts) and
// checked, never guessed: one invalid setting stops the service before it opens the store,
// with a message naming the setting, so nothing is deleted or sent on a typo.
//
//   CONTACT_PORT                 port on 127.0.0.1, 1–65535 (default 4189, deploy/http.conf's upstream)
//   CONTACT_DATA_DIR             the folder of the store (default .data)
//   CONTACT_RETENTION_MONTHS     leads older than this many months are deleted: a whole number
//                                from 1 to 120, or `off` to keep them (default 24)
//   CONTACT_WEBHOOK_URL          an http(s) URL each new lead is POSTed to (default: none)
//   CONTACT_WEBHOOK_SECRET       Standard Webhooks signing secret, `whsec_` + base64 of 24–64
//                                random bytes (default: none; requests are then unsigned)
//   CONTACT_WEBHOOK_TIMEOUT_MS   how long one webhook call may take, 1000–60000 (default 10000)
//   CONTACT_WEBHOOK_RETRY_MS     the first retry's delay, 1–600000 (default 1000; doubles, up to 5 minutes)
//   CONTACT_RECAPTCHA_SECRET     reCAPTCHA secret key; when set, every request needs a valid token
//   CONTACT_RECAPTCHA_MIN_SCORE  lowest accepted reCAPTCHA v3 score, 0–1 (default 0.5)
//   CONTACT_RECAPTCHA_VERIFY_URL Google's siteverify (tests point it at a local stub)
//   CONTACT_SITE_URL             the site's origin, for reCAPTCHA's hostname check (default: the
//                                VITE_SITE_URL the build was made with, from dist/.nginx/site.json)
//   SANDBOX_EVENT_DELAY_PERCENT  the sandbox's event delays (a SIM swapped a minute after a subscription,
//                                a QoS session the network ends) as a percentage, 1–100 (default 100);
//                                for a test server only: production keeps the documented delays
//   SANDBOX_RATE_LIMIT           the sandbox's requests per client every 30 s, 1–100000 (default 60; a
//                                network gets ten clients' worth); for a test server only, one that
//                                runs CAMARA's scenarios back to back instead of paced as a client is
// CONTACT_RATE_LIMIT and CONTACT_RATE_BURST belong to nginx (scripts/serve/serve-prod.ts checks them).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR } from './contact/lead-store.ts';

export const DEFAULT_CONTACT_PORT = 4189;
export const MAX_RETENTION_MONTHS = 120;

export interface WebhookSettings {
  readonly url: string;
  /** The HMAC key (the secret's decoded bytes); requests are signed when present. */
  readonly secret?: Buffer | undefined;
  readonly timeoutMs: number;
  readonly initialDelayMs: number;
}

export interface RecaptchaSettings {
  readonly secret: string;
  readonly minScore: number;
  readonly verifyUrl?: string | undefined;
  /** The host name tokens must have been made on; any when unknown. */
  readonly hostname?: string | undefined;
}

export interface ServiceSettings {
  readonly port: number;
  readonly host: string;
  /** The site's host name (CONTACT_SITE_URL's, else the build's): the sandbox operator's issuer host besides loopback. */
  readonly siteHost?: string | undefined;
  readonly dataDir: string;
  /** Whole months; `off` keeps every lead. */
  readonly retentionMonths: number | 'off';
  readonly webhook?: WebhookSettings | undefined;
  readonly recaptcha?: RecaptchaSettings | undefined;
  /** The sandbox's event delays as a fraction of the documented ones (1: as documented). */
  readonly sandboxEventDelayScale: number;
  /** The sandbox's requests per client every 30 s, when a test server raises it. */
  readonly sandboxRateLimit?: number | undefined;
}

/** A setting the service will not start with; the message names it. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A setting's value, trimmed, or `undefined` when it is not set at all. Set but empty (what an
 * EnvironmentFile line `NAME=` gives) or only spaces is refused like any bad value: a default
 * is for a setting left out, never for one written and left blank by mistake.
 */
export function given(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '') throw new SettingsError(`${name} is set but empty; give it a value, or remove the line to use its default`);
  return value;
}

function wholeNumber(env: Env, name: string, min: number, max: number, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new SettingsError(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return Number(value);
}

function httpUrl(env: Env, name: string): string | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${name} must be an absolute http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SettingsError(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  if (url.username || url.password) throw new SettingsError(`${name} must not carry a user name or password`);
  return url.href;
}

function retention(env: Env): number | 'off' {
  const value = given(env, 'CONTACT_RETENTION_MONTHS');
  if (value?.toLowerCase() === 'off') return 'off';
  return wholeNumber(env, 'CONTACT_RETENTION_MONTHS', 1, MAX_RETENTION_MONTHS, 24);
}

function minScore(env: Env): number {
  const value = given(env, 'CONTACT_RECAPTCHA_MIN_SCORE');
  if (value === undefined) return 0.5;
  const score = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || score < 0 || score > 1)
    throw new SettingsError(`CONTACT_RECAPTCHA_MIN_SCORE must be a number from 0 to 1, not ${JSON.stringify(value)}`);
  return score;
}

/** Standard Webhooks: `whsec_` and the base64 of 24–64 random bytes (e.g. `openssl rand -base64 32`). */
function webhookSecret(env: Env): Buffer | undefined {
  const value = given(env, 'CONTACT_WEBHOOK_SECRET');
  if (value === undefined) return undefined;
  const encoded = value.startsWith('whsec_') ? value.slice('whsec_'.length) : value;
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && encoded.length % 4 === 0 ? Buffer.from(encoded, 'base64') : undefined;
  if (!bytes || bytes.length < 24 || bytes.length > 64)
    throw new SettingsError(
      'CONTACT_WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes (make one with: echo whsec_$(openssl rand -base64 32))',
    );
  return bytes;
}

/** The host name of the site's origin: CONTACT_SITE_URL's, else the build's VITE_SITE_URL's. */
function siteHostname(siteUrl: string | undefined, buildSiteUrl: () => string | undefined): string | undefined {
  const url = siteUrl ?? buildSiteUrl();
  return url ? new URL(url).hostname : undefined;
}

/** The VITE_SITE_URL the build in dist/ was made with (null or absent: it had none). */
export function readBuildSiteUrl(distDir = resolve('dist')): string | undefined {
  try {
    const { siteUrl } = JSON.parse(readFileSync(resolve(distDir, '.nginx', 'site.json'), 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' && URL.canParse(siteUrl) ? siteUrl : undefined;
  } catch {
    return undefined;
  }
}

/** SANDBOX_EVENT_DELAY_PERCENT as a fraction: 1 unless a test server shortens the sandbox's event delays. */
export const sandboxEventDelayScale = (env: Env = process.env): number =>
  wholeNumber(env, 'SANDBOX_EVENT_DELAY_PERCENT', 1, 100, 100) / 100;

/** Every setting, checked; throws a SettingsError naming the first invalid one. */
export function settingsFromEnv(env: Env = process.env, buildSiteUrl: () => string | undefined = readBuildSiteUrl): ServiceSettings {
  const port = wholeNumber(env, 'CONTACT_PORT', 1, 65_535, DEFAULT_CONTACT_PORT);
  const retentionMonths = retention(env);
  const webhookUrl = httpUrl(env, 'CONTACT_WEBHOOK_URL');
  const secret = webhookSecret(env);
  if (secret && !webhookUrl) throw new SettingsError('CONTACT_WEBHOOK_SECRET is set but CONTACT_WEBHOOK_URL is not');
  const timeoutMs = wholeNumber(env, 'CONTACT_WEBHOOK_TIMEOUT_MS', 1_000, 60_000, 10_000);
  const initialDelayMs = wholeNumber(env, 'CONTACT_WEBHOOK_RETRY_MS', 1, 600_000, 1_000);
  const recaptchaSecret = given(env, 'CONTACT_RECAPTCHA_SECRET');
  const score = minScore(env);
  const verifyUrl = httpUrl(env, 'CONTACT_RECAPTCHA_VERIFY_URL');
  const dataDir = given(env, 'CONTACT_DATA_DIR') ?? DEFAULT_DATA_DIR;
  // Read (and so checked) even where nothing uses it yet: a blank one is a mistake either way.
  const siteUrl = httpUrl(env, 'CONTACT_SITE_URL');
  const eventDelayScale = sandboxEventDelayScale(env);
  const rateLimit = given(env, 'SANDBOX_RATE_LIMIT') === undefined ? undefined : wholeNumber(env, 'SANDBOX_RATE_LIMIT', 1, 100_000, 60);
  return {
    port,
    host: '127.0.0.1',
    siteHost: siteHostname(siteUrl, buildSiteUrl),
    dataDir: resolve(dataDir),
    retentionMonths,
    webhook: webhookUrl ? { url: webhookUrl, secret, timeoutMs, initialDelayMs } : undefined,
    recaptcha: recaptchaSecret
      ? { secret: recaptchaSecret, minScore: score, verifyUrl, hostname: siteHostname(siteUrl, buildSiteUrl) }
      : undefined,
    sandboxEventDelayScale: eventDelayScale,
    sandboxRateLimit: rateLimit,
  };
}
