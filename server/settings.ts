// The service's settings, read from the environment once at start (server/service.ts):
//   CONTACT_PORT                 port on 127.0.0.1 (default 4189, what deploy/http.conf proxies to)
//   CONTACT_DATA_DIR             where the requests are stored (default .data)
//   CONTACT_RETENTION_MONTHS     requests older than this are deleted (default 24)
//   CONTACT_RECAPTCHA_SECRET     reCAPTCHA secret key; when set, every request needs a valid token
//   CONTACT_RECAPTCHA_MIN_SCORE  lowest accepted reCAPTCHA v3 score (default 0.5)
//   CONTACT_RECAPTCHA_VERIFY_URL Google's siteverify (tests point it at a local stub)
//   CONTACT_WEBHOOK_URL          each new request is also POSTed here as JSON (retried until accepted)
import { join, resolve } from 'node:path';

export const DEFAULT_CONTACT_PORT = 4189;

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
