// Forwards each stored lead to CONTACT_WEBHOOK_URL (a CRM, a chat channel, an e-mail relay).
// The store is the source of truth: a lead is committed before it is forwarded, and marked
// forwarded only when the webhook answered 2xx, so a webhook that is down, or a restart, only
// delays delivery. One lead at a time, oldest first:
//   2xx                      forwarded;
//   3xx                      a failure (redirects are never followed: a body-less GET elsewhere
//                            is not a delivery), logged with its Location, retried;
//   408, 429, 5xx, no answer retried with exponential backoff (Retry-After honoured), the lead
//                            staying first in line: the webhook is down for every lead alike;
//   any other 4xx            the receiver refuses this lead for good: parked with the reason,
//                            shown by `npm run leads`, re-sent by `npm run leads -- --resend
//                            <id>`; the leads behind it go on.
// Every call has a timeout. Each request carries `Idempotency-Key` (the lead's id), so a retry
// after a lost answer cannot create a second record, and with CONTACT_WEBHOOK_SECRET it is
// signed as Standard Webhooks prescribes (docs/contact.md).
import { createHmac } from 'node:crypto';
import type { WebhookSettings } from '../settings.ts';
import type { Lead, LeadStore } from './lead-store.ts';

/** How often the forwarder looks for leads queued by another process (`--resend`). */
const POLL_MS = 15_000;
const MAX_DELAY_MS = 5 * 60_000;

/** The body the webhook receives: the lead's id, time, fields and reCAPTCHA verdict. */
export const webhookBody = (lead: Lead) =>
  JSON.stringify({
    id: lead.id,
    receivedAt: lead.receivedAt,
    businessEmail: lead.businessEmail,
    companyName: lead.companyName,
    fullName: lead.fullName,
    phoneNumber: lead.phoneNumber,
    interestedInSelection: lead.interestedInSelection,
    message: lead.message,
    ...(lead.captcha ? { captcha: lead.captcha } : {}),
  });

/** Standard Webhooks v1: base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. */
export const signature = (secret: Buffer, id: string, timestamp: number, body: string) =>
  `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`;

export type Outcome =
  | { readonly kind: 'forwarded' }
  | { readonly kind: 'retry'; readonly reason: string; readonly retryAfterMs?: number | undefined }
  | { readonly kind: 'parked'; readonly reason: string };

const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1_000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** One delivery attempt; never throws. */
export async function deliver(lead: Lead, settings: WebhookSettings, now = () => Date.now()): Promise<Outcome> {
  const body = webhookBody(lead);
  const timestamp = Math.floor(now() / 1_000);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': lead.id,
    'webhook-id': lead.id,
    'webhook-timestamp': String(timestamp),
  };
  if (settings.secret) headers['webhook-signature'] = signature(settings.secret, lead.id, timestamp, body);
  let response: Response;
  let answer: string;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    answer = await response.text();
  } catch (error) {
    const cause = (error as Error).name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : (error as Error).message;
    return { kind: 'retry', reason: cause };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'forwarded' };
  if (status >= 300 && status < 400)
    return {
      kind: 'retry',
      reason: `the webhook answered ${status} redirecting to ${response.headers.get('location') ?? '(no Location)'}; redirects are not followed, set CONTACT_WEBHOOK_URL to the final address`,
    };
  if (status === 408 || status === 429 || status >= 500)
    return { kind: 'retry', reason: `the webhook answered ${status}`, retryAfterMs: retryAfter(response.headers.get('retry-after')) };
  return { kind: 'parked', reason: `the webhook refused it with ${status}${answer.trim() ? `: ${excerpt(answer)}` : ''}` };
}

export interface Forwarder {
  /** Looks for pending leads now (a new lead was stored). */
  wake(): void;
  /** Resolves once no pending lead is left (for tests and a clean shutdown). */
  idle(): Promise<void>;
  stop(): void;
}

/** Starts forwarding; leads stored earlier and never accepted go first. */
export function startForwarder(store: LeadStore, settings: WebhookSettings, log: (message: string) => void): Forwarder {
  let stopped = false;
  // A call, so TypeScript does not narrow the flag across the awaits during which stop() may set it.
  const isStopped = () => stopped;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeSleep: (() => void) | undefined;
  let delay = settings.initialDelayMs;
  const waiters: (() => void)[] = [];

  const pending = store.countPending();
  if (pending > 0) log(`[contact] ${pending} stored request(s) not yet forwarded; forwarding now`);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeSleep = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function run() {
    if (running || isStopped()) return;
    running = true;
    try {
      for (let lead = store.nextPending(); lead && !isStopped(); lead = store.nextPending()) {
        const outcome = await deliver(lead, settings);
        if (isStopped()) break;
        if (outcome.kind === 'forwarded') {
          store.markForwarded(lead.id);
          delay = settings.initialDelayMs;
        } else if (outcome.kind === 'parked') {
          store.markParked(lead.id, outcome.reason);
          log(`[contact] forwarding ${lead.id} parked: ${outcome.reason}; resend with npm run leads -- --resend ${lead.id}`);
        } else {
          store.noteFailure(lead.id, outcome.reason);
          const wait = Math.min(Math.max(delay, outcome.retryAfterMs ?? 0), MAX_DELAY_MS);
          log(`[contact] forwarding ${lead.id} failed (${outcome.reason}); retrying in ${wait} ms`);
          await sleep(wait);
          delay = Math.min(delay * 2, MAX_DELAY_MS);
        }
      }
    } catch (error) {
      log(`[contact] forwarding stopped by a store error (${(error as Error).message}); trying again later`);
    } finally {
      running = false;
    }
    if (!isStopped() && store.countPending() === 0) waiters.splice(0).forEach((resolve) => resolve());
  }

  const poll = setInterval(() => void run(), POLL_MS);
  poll.unref();
  void run();
  return {
    wake: () => void run(),
    idle: () => (!running && store.countPending() === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(timer);
      wakeSleep?.();
      waiters.splice(0).forEach((resolve) => resolve());
    },
  };
}
