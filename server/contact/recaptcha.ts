// Checks the form's reCAPTCHA token with Google's siteverify when a secret is configured
// (CONTACT_RECAPTCHA_SECRET). The form asks for a token for the action `contact_form`.

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const EXPECTED_ACTION = 'contact_form';

export interface RecaptchaOptions {
  readonly secret: string;
  /** Google's endpoint; tests point it at a stub on loopback. */
  readonly verifyUrl?: string;
  /** reCAPTCHA v3 scores run from 0 (a bot) to 1; below this the request is refused. */
  readonly minScore?: number;
  readonly timeoutMs?: number;
}

/**
 * `passed`: Google vouches for the token. `failed`: it does not (the request is refused).
 * `unavailable`: Google could not be asked; the request is kept and marked, because losing a
 * real lead to someone else's outage is worse than reviewing one more by hand.
 */
export type RecaptchaVerdict = 'passed' | 'failed' | 'unavailable';

export async function verifyRecaptcha(token: string, remoteIp: string | undefined, options: RecaptchaOptions): Promise<RecaptchaVerdict> {
  const form = new URLSearchParams({ secret: options.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: { success?: unknown; score?: unknown; action?: unknown };
  try {
    const response = await fetch(options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    console.error('[contact] reCAPTCHA siteverify could not be reached; the request is kept as unverified:', error);
    return 'unavailable';
  }
  if (answer.success !== true) return 'failed';
  if (answer.action !== undefined && answer.action !== EXPECTED_ACTION) return 'failed';
  if (typeof answer.score === 'number' && answer.score < (options.minScore ?? 0.5)) return 'failed';
  return 'passed';
}
