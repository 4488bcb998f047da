/** The reCAPTCHA v3 action the hub expects (SPEC §9). */
export const RECAPTCHA_ACTION = 'contact_form';
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The part of Google's global we use. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export const recaptchaScriptUrl = (siteKey: string) => `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;

/** VITE_RECAPTCHA_SITE_KEY, read when needed (so tests can set it); blank counts as unset. */
export function recaptchaSiteKey(): string | undefined {
  const value: unknown = import.meta.env.VITE_RECAPTCHA_SITE_KEY;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

// One script per page and key, however often the form mounts. A failed load is forgotten,
// so the visitor's next submit tries again instead of failing for good.
const loads = new Map<string, Promise<Grecaptcha>>();

function loadScript(siteKey: string): Promise<Grecaptcha> {
  const cached = loads.get(siteKey);
  if (cached) return cached;
  const win = window as RecaptchaWindow;
  const script = document.createElement('script');
  const load = new Promise<Grecaptcha>((resolve, reject) => {
    if (win.grecaptcha) {
      resolve(win.grecaptcha);
      return;
    }
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.addEventListener('load', () => {
      if (win.grecaptcha) resolve(win.grecaptcha);
      else reject(new Error('The reCAPTCHA script loaded but defined no grecaptcha.'));
    });
    script.addEventListener('error', () => reject(new Error(`The reCAPTCHA script failed to load: ${script.src}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A developer log, not UI text: the visitor sees the form's error toast.
    console.error('Could not load reCAPTCHA', error);
    loads.delete(siteKey);
    script.remove();
    throw error;
  });
  loads.set(siteKey, load);
  return load;
}

/** Starts loading the script when the form mounts, so the token is quick at submit. */
export function prepareRecaptcha(siteKey = recaptchaSiteKey()): void {
  // The failure is logged above and met again at submit, where it becomes the error toast.
  if (siteKey) loadScript(siteKey).catch(() => undefined);
}

/**
 * A token for the contact form, or null when no site key is configured (the check is then
 * skipped with a warning and the request carries no X-Recaptcha-Token).
 */
export async function getRecaptchaToken(siteKey = recaptchaSiteKey()): Promise<string | null> {
  if (!siteKey) {
    console.warn('VITE_RECAPTCHA_SITE_KEY is not set: the contact form is sent without a reCAPTCHA token.');
    return null;
  }
  const grecaptcha = await loadScript(siteKey);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  const token = await grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
  if (typeof token !== 'string' || token === '') throw new Error('reCAPTCHA returned no token.');
  return token;
}
