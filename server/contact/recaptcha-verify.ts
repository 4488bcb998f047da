// Checks the form's reCAPTCHA token with Google's siteverify when a secret is configured
// (CONTACT_RECAPTCHA_SECRET). The form asks for a token for the action `contact_form`.

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const EXPECTED_ACTION = 'contact_form';

export interface RecaptchaOptions {
  readonly secret: string;
  /** Google's endpoint; tests point it at a stub on loopback. */
  readonly verifyUrl?: string | undefined;
  /** reCAPTCHA v3 scores run from 0 (a bot) to 1; below this the request is refused. */
  readonly minScore?: number | undefined;
  /** The site's host name (from VITE_SITE_URL); a token made on another host is refused. */
  readonly hostname?: string | undefined;
  readonly timeoutMs?: number | undefined;
}

/**
 * `passed`: Google vouches for the token, for this action and host. `failed`: it does not, or
 * it answered in a way only a broken request or a forged token gets (the request is refused).
 * `unavailable`: Google could not be reached or answered 5xx; the request is kept and marked,
 * because losing a real lead to someone else's outage is worse than reviewing one by hand.
 */
export type RecaptchaVerdict = 'passed' | 'failed' | 'unavailable';

interface Answer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

export async function verifyRecaptcha(
  token: string,
  remoteIp: string | undefined,
  options: RecaptchaOptions,
  log: (message: string) => void = (message) => console.error(message),
): Promise<RecaptchaVerdict> {
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let response: Response;
  let body: string;
  try {
    response = await fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    body = await response.text();
  } catch (error) {
    log(`[contact] reCAPTCHA siteverify could not be reached (${(error as Error).message}); the request is kept as unverified`);
    return 'unavailable';
  }
  if (response.status >= 500) {
    log(`[contact] reCAPTCHA siteverify answered ${response.status}; the request is kept as unverified`);
    return 'unavailable';
  }
  let parsed: unknown;
  try {
    parsed = response.ok ? JSON.parse(body) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    log(`[contact] reCAPTCHA siteverify answered ${response.status} without a verdict; the request is refused`);
    return 'failed';
  }
  const answer = parsed as Answer;
  if (answer.success !== true) return 'failed';
  if (answer.action !== EXPECTED_ACTION) return 'failed';
  if (options.hostname !== undefined && answer.hostname !== options.hostname) return 'failed';
  if (typeof answer.score !== 'number' || answer.score < (options.minScore ?? 0.5)) return 'failed';
  return 'passed';
}
