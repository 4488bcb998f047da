import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../machines/consent/index.ts';

// The app's side of the page gate, whose inline script (page-gate-script.ts) runs before the
// first paint: the attributes it sets, and what the app does with them at takeover. Part of the
// app's first start-up task (src/main.tsx), which must not evaluate xstate (and with it React).

/** Set on <html> by the gate: who may see the prerendered cookie banner (`ask`, `stored`, `live`). */
export const CONSENT_GATE_ATTRIBUTE = 'data-consent';
/** Set on <html> of a console page by the gate: the theme of its first frame. */
export const CONSOLE_THEME_ATTRIBUTE = 'data-console-theme';
/** Set on <html> by the gate when the banner was answered before the app took over. */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer';

/**
 * A banner answer given before takeover is already stored; the consent machine read storage
 * earlier, so tell it the same answer (it stores it once more, harmlessly).
 */
export function adoptGateConsent(consent: ActorRefFrom<typeof consentMachine>) {
  const answer = document.documentElement.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
  if (!answer) return;
  document.documentElement.removeAttribute(CONSENT_ANSWER_ATTRIBUTE);
  consent.send({ type: answer === 'accept' ? 'consent.acceptAll' : 'consent.rejectAll' });
}

/** After the app's first commit the banner is React's to show or hide, and every word may show. */
export function openPageGate() {
  document.documentElement.setAttribute(CONSENT_GATE_ATTRIBUTE, 'live');
  document.documentElement.removeAttribute('data-language-pending');
}
