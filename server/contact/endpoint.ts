// The site's own contact endpoint, used when VITE_HUB_API_URL is unset (the form then posts
// to this same origin): POST /api/v1/contact is checked and stored durably in
// .data/contact-requests.jsonl (./store.ts). The same route runs in `npm run dev`,
// `vite preview` (server/vite-plugin.ts) and the production service (server/service.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../routes.ts';
import { checkContactBody, MAX_BODY_BYTES } from './body.ts';
import { verifyRecaptcha, type RecaptchaOptions, type RecaptchaVerdict } from './recaptcha.ts';
import { storeRequest, type StoredRecord } from './store.ts';

export const CONTACT_ENDPOINT_PATH = '/api/v1/contact';

export interface ContactEndpointOptions {
  readonly file: string;
  /** When set, a request needs an X-Recaptcha-Token that Google's siteverify accepts. */
  readonly recaptcha?: RecaptchaOptions | undefined;
  /** Called once a request is on disk (the webhook forwarder). */
  readonly onStored?: ((record: StoredRecord) => void) | undefined;
}

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

function contactEndpointHandler({ file, recaptcha, onStored }: ContactEndpointOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (request.method !== 'POST') {
      send(response, 405, { ok: false, error: 'method_not_allowed' }, { Allow: 'POST' });
      return;
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      send(response, 415, { ok: false, error: 'unsupported_media_type' });
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
      let verdict: RecaptchaVerdict | undefined;
      if (recaptcha) {
        const token = request.headers['x-recaptcha-token'];
        if (typeof token !== 'string' || token.trim() === '') {
          send(response, 400, { ok: false, error: 'captcha_required' });
          return;
        }
        verdict = await verifyRecaptcha(token.trim(), clientAddress(request), recaptcha);
        if (verdict === 'failed') {
          send(response, 403, { ok: false, error: 'captcha_failed' });
          return;
        }
      }
      let record: StoredRecord;
      try {
        record = await storeRequest(file, verdict ? { ...check.value, captcha: verdict } : check.value);
      } catch (error) {
        console.error('[contact-endpoint] could not store the request:', error);
        send(response, 500, { ok: false, error: 'storage_failed' });
        return;
      }
      send(response, 201, { ok: true, id: record.id });
      onStored?.(record);
    })();
  };
}
