import type { PlaygroundAnswer, PlaygroundRequest } from '../../machines/playground/index.ts';

/** What the answer area shows of a body at most; the sandbox's answers are a few hundred bytes. */
const MAX_TEXT = 20_000;

interface PlaygroundApiOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly now: () => number;
}

/**
 * The playground's call to the sandbox on this site. One request, no retry, no cookies (the Authorize step's token, if any, in its header);
 * a JSON body when the operation has one. Every answer resolves, whatever its status, with
 * its `x-correlator`, its body (parsed when it is JSON, as text otherwise, never as HTML) and
 * the time it took; only no answer at all rejects. `signal` aborts it.
 */
export function createPlaygroundApi({ fetch, now }: PlaygroundApiOptions) {
  return async function sendPlaygroundRequest(request: PlaygroundRequest, signal?: AbortSignal): Promise<PlaygroundAnswer> {
    const started = now();
    const hasBody = request.body !== undefined;
    const headers: Record<string, string> = {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(request.authorization ? { Authorization: request.authorization } : {}),
    };
    const response = await fetch(request.path, {
      method: request.method,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      credentials: 'omit',
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
    const raw = await response.text();
    const ms = Math.max(0, Math.round(now() - started));
    const base = { operationId: request.operationId, status: response.status, correlator: response.headers.get('x-correlator'), ms };
    if (raw.trim() === '') return base;
    if (/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
      try {
        return { ...base, body: JSON.parse(raw) as unknown };
      } catch {
        // Not JSON after all: shown as the text it is.
      }
    }
    return { ...base, text: raw.length > MAX_TEXT ? `${raw.slice(0, MAX_TEXT)}…` : raw };
  };
}
