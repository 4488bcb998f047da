import type { ContactRequest } from '../../machines/contact/index.ts';

/** A non-OK answer from the hub (SPEC §8: "HTTP error! status: {code}"). */
export class HttpStatusError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

export const CONTACT_PATH = '/api/v1/contact';

/** VITE_HUB_API_URL; unset or blank means this site answers the request itself. */
export function hubOrigin(): string | undefined {
  const value: unknown = import.meta.env.VITE_HUB_API_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `${VITE_HUB_API_URL}/api/v1/contact`; an empty or missing origin means this site's own. */
export const contactEndpoint = (hubOrigin: string | undefined) => `${(hubOrigin ?? '').replace(/\/+$/, '')}${CONTACT_PATH}`;

interface ContactApiOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly hubOrigin: string | undefined;
}

/**
 * The hub call. One POST, no retry; the token header only when there is a token. To this
 * site's own service (no hub) it also sends the submission's Idempotency-Key, so a retry of a
 * request whose answer was lost stores one lead; a hub gets exactly SPEC's request. An OK
 * answer's body is parsed as JSON when there is one (its fields are not read); any non-OK
 * status rejects. `signal` aborts the request when the machine gives up on it.
 */
export function createContactApi({ fetch, hubOrigin }: ContactApiOptions) {
  const url = contactEndpoint(hubOrigin);
  return async function sendContactRequest({ payload, token, idempotencyKey }: ContactRequest, signal?: AbortSignal): Promise<unknown> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers['X-Recaptcha-Token'] = token;
    if (!hubOrigin) headers['Idempotency-Key'] = idempotencyKey;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload), ...(signal ? { signal } : {}) });
    if (!response.ok) throw new HttpStatusError(response.status);
    const body = await response.text();
    return body.trim() === '' ? null : (JSON.parse(body) as unknown);
  };
}
