// The site's own contact endpoint, used when VITE_HUB_API_URL is unset (the form then posts
// to this same origin): POST /api/v1/contact is checked and committed to the store
// (./lead-store.ts, SQLite) before the 201. A Fastify plugin of the site's service (server/app.ts),
// so it runs the same in `npm run dev`, `vite preview` and the production service.
//
// Idempotency-Key (optional; the form sends one per submission): the same key with the same
// body stores one lead and answers its id again (201); with another body it is a 422.
// A commit that fails (full disk, unwritable folder) answers 503: nothing was stored, the
// form keeps every field, and the visitor can send again.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { checkContactBody, MAX_BODY_BYTES } from './body.ts';
import { verifyRecaptcha, type RecaptchaOptions } from './recaptcha-verify.ts';
import type { CaptchaVerdict, Lead, LeadStore } from './lead-store.ts';

export const CONTACT_ENDPOINT_PATH = '/api/v1/contact';

export interface ContactEndpointOptions {
  /** The store, or how to open it on the first request (`vite dev`/`preview` open none until then). */
  readonly store: LeadStore | (() => LeadStore);
  /** When set, a request needs an X-Recaptcha-Token that Google's siteverify accepts. */
  readonly recaptcha?: RecaptchaOptions | undefined;
  /** Called once a new lead is committed (the webhook forwarder). */
  readonly onStored?: ((lead: Lead) => void) | undefined;
  /** Where failures are reported. */
  readonly log?: ((message: string) => void) | undefined;
}

/** An Idempotency-Key the endpoint accepts: 1–255 visible ASCII characters (a UUID fits). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const answer = (reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}) =>
  reply
    .code(status)
    .headers({ 'Cache-Control': 'no-store', ...headers })
    .send(body);

/** Fastify's own refusals of a request, in the endpoint's words. */
const REFUSALS: Readonly<Record<string, { status: number; error: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'unreadable_body' },
};

/** POST /api/v1/contact, as a Fastify plugin. */
export function contactPlugin({ store, recaptcha, onStored, log = (message) => console.error(message) }: ContactEndpointOptions) {
  let opened: LeadStore | undefined = typeof store === 'function' ? undefined : store;
  const theStore = () => (opened ??= (store as () => LeadStore)());

  return async (app: FastifyInstance) => {
    // The one body the endpoint reads is JSON (Fastify's parser, which drops __proto__ keys).
    app.removeContentTypeParser('text/plain');
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal = REFUSALS[error.code];
      if (refusal)
        return answer(reply, refusal.status, { ok: false, error: refusal.error }, refusal.status === 413 ? { Connection: 'close' } : {});
      log(`[contact] ${request.method} ${request.url} failed: ${error.stack ?? String(error)}`);
      return answer(reply, 500, { ok: false, error: 'internal' });
    });

    app.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: CONTACT_ENDPOINT_PATH,
      bodyLimit: MAX_BODY_BYTES,
      handler: (_request, reply) => answer(reply, 405, { ok: false, error: 'method_not_allowed' }, { Allow: 'POST' }),
    });

    app.post(CONTACT_ENDPOINT_PATH, {
      bodyLimit: MAX_BODY_BYTES,
      onRequest: async (request, reply) => {
        const key = request.headers['idempotency-key'];
        if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
          return answer(reply, 400, { ok: false, error: 'invalid_idempotency_key' });
        return undefined;
      },
      handler: async (request, reply) => {
        // A POST without a body has no content type to refuse; it is still not JSON.
        if (request.body === undefined) return answer(reply, 415, { ok: false, error: 'unsupported_media_type' });
        const check = checkContactBody(request.body);
        if (!check.ok) return answer(reply, 400, { ok: false, error: 'invalid_body', details: check.errors });
        let captcha: CaptchaVerdict | undefined;
        if (recaptcha) {
          const token = request.headers['x-recaptcha-token'];
          if (typeof token !== 'string' || token.trim() === '') return answer(reply, 400, { ok: false, error: 'captcha_required' });
          const verdict = await verifyRecaptcha(token.trim(), request.ip, recaptcha, log);
          if (verdict === 'failed') return answer(reply, 403, { ok: false, error: 'captcha_failed' });
          captcha = verdict;
        }
        let result: ReturnType<LeadStore['insert']>;
        try {
          result = theStore().insert(
            { ...check.value, captcha },
            { idempotencyKey: request.headers['idempotency-key'] as string | undefined },
          );
        } catch (error) {
          log(`[contact] could not store a request (${(error as Error).message}); answered 503, nothing stored`);
          return answer(reply, 503, { ok: false, error: 'storage_unavailable' }, { 'Retry-After': '60' });
        }
        if (result.status === 'conflict') return answer(reply, 422, { ok: false, error: 'idempotency_key_reused' });
        if (result.status === 'created') onStored?.(result.lead);
        return answer(reply, 201, { ok: true, id: result.lead.id });
      },
    });
  };
}
