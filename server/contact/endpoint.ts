// The site's own contact endpoint, used when VITE_HUB_API_URL is unset (the form then posts
// to this same origin): POST /api/v1/contact is checked and committed to the store
// (./store.ts, SQLite) before the 201. The same route runs in `npm run dev`, `vite preview`
// (server/vite-plugin.ts) and the production service (server/service.ts).
//
// Idempotency-Key (optional; the form sends one per submission): the same key with the same
// body stores one lead and answers its id again (201); with another body it is a 422.
// A commit that fails (full disk, unwritable folder) answers 503: nothing was stored, the
// form keeps every field, and the visitor can send again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../routes.ts';
import { checkContactBody, MAX_BODY_BYTES } from './body.ts';
import { verifyRecaptcha, type RecaptchaOptions } from './recaptcha.ts';
import type { CaptchaVerdict, Lead, LeadStore } from './store.ts';

export const CONTACT_ENDPOINT_PATH = '/api/v1/contact';

export interface ContactEndpointOptions {
  readonly store: LeadStore;
  /** When set, a request needs an X-Recaptcha-Token that Google's siteverify accepts. */
  readonly recaptcha?: RecaptchaOptions | undefined;
  /** Called once a new lead is committed (the webhook forwarder). */
  readonly onStored?: ((lead: Lead) => void) | undefined;
  readonly log?: ((message: string) => void) | undefined;
}

/** An Idempotency-Key the endpoint accepts: 1–255 visible ASCII characters (a UUID fits). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The visitor's address as nginx saw it, trusted only from a proxy on this machine. */
function clientAddress(request: IncomingMessage): string | undefined {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-real-ip'];
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return loopback && typeof forwarded === 'string' && forwarded !== '' ? forwarded : peer || undefined;
}

class TooLarge extends Error {}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The route of POST /api/v1/contact, for the service's dispatcher (server/routes.ts). */
export function contactRoute(options: ContactEndpointOptions): Route {
  return { path: CONTACT_ENDPOINT_PATH, handle: contactEndpointHandler(options) };
}

function contactEndpointHandler({ store, recaptcha, onStored, log = (message) => console.error(message) }: ContactEndpointOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'POST') {
      send(response, 405, { ok: false, error: 'method_not_allowed' }, { Allow: 'POST' });
      return;
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      send(response, 415, { ok: false, error: 'unsupported_media_type' });
      return;
    }
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      send(response, 400, { ok: false, error: 'invalid_idempotency_key' });
      return;
    }
    void (async () => {
      let raw: string;
      try {
        raw = await readBody(request);
      } catch (error) {
        if (error instanceof TooLarge) {
          send(response, 413, { ok: false, error: 'payload_too_large' }, { Connection: 'close' });
          request.resume();
        } else send(response, 400, { ok: false, error: 'unreadable_body' });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        send(response, 400, { ok: false, error: 'invalid_json' });
        return;
      }
      const check = checkContactBody(body);
      if (!check.ok) {
        send(response, 400, { ok: false, error: 'invalid_body', details: check.errors });
        return;
      }
      let captcha: CaptchaVerdict | undefined;
      if (recaptcha) {
        const token = request.headers['x-recaptcha-token'];
        if (typeof token !== 'string' || token.trim() === '') {
          send(response, 400, { ok: false, error: 'captcha_required' });
          return;
        }
        const verdict = await verifyRecaptcha(token.trim(), clientAddress(request), recaptcha, log);
        if (verdict === 'failed') {
          send(response, 403, { ok: false, error: 'captcha_failed' });
          return;
        }
        captcha = verdict;
      }
      let result: ReturnType<LeadStore['insert']>;
      try {
        result = store.insert({ ...check.value, captcha }, { idempotencyKey: key });
      } catch (error) {
        log(`[contact] could not store a request (${(error as Error).message}); answered 503, nothing stored`);
        send(response, 503, { ok: false, error: 'storage_unavailable' }, { 'Retry-After': '60' });
        return;
      }
      if (result.status === 'conflict') {
        send(response, 422, { ok: false, error: 'idempotency_key_reused' });
        return;
      }
      send(response, 201, { ok: true, id: result.lead.id });
      if (result.status === 'created') onStored?.(result.lead);
    })();
  };
}
