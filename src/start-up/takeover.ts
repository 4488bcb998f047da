/**
 * Takeover: the hand-off from the prerendered page to the app, in one place. The app adopts a
 * prerendered page, or (/login in another language) replaces it in one commit; what the
 * visitor did on the page before then (typed into a field, moved focus, answered the cookie
 * banner through the page gate) carries over, and the page's static head and gate give way to
 * the app's. main.ts calls `beginTakeover` right before the first render; the function it
 * returns runs when the page is taken over (`TakeoverSignal`, ./readiness.ts).
 */
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../machines/consent/index.ts';

/** Set on <html> by the page gate: who may see the prerendered cookie banner (`ask`, `stored`; `live` from takeover on). */
export const CONSENT_GATE_ATTRIBUTE = 'data-consent';
/** Set on <html> by the page gate when the banner was answered before the page was taken over. */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-consent-answer';
/** Set on <html> once the page is taken over (styles that wait for the app, tests that look). */
const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** What was typed into the prerendered page's fields before the app took over, by field name. */
const typed = new Map<string, string>();

/**
 * Reads, before the app renders, every field the visitor has already typed into or ticked
 * (a box as "true" or "false"). React adopts the markup but then shows the value its flow
 * holds, so a form's flow starts from these (`typedBeforeTakeover`) and nothing typed is lost.
 */
export function captureTypedFields(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.set(field.name, String(field.checked));
    } else if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
}

/**
 * The value typed into the prerendered field `name`. Kept until the visitor moves to another
 * page (`forgetTypedFields`): React may render the form more than once while adopting it.
 */
export const typedBeforeTakeover = (name: string): string | undefined => typed.get(name);

export const forgetTypedFields = () => typed.clear();

/**
 * A visitor may already have moved focus into the prerendered page (tabbing quickly); when the
 * live page replaced that control, the returned function carries the focus over to its
 * counterpart.
 */
export function rememberPrerenderFocus(container: HTMLElement): () => void {
  const before = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // The control the visitor is in, followed until takeover: they may move on while React works.
  let focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const follow = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) focused = event.target;
  };
  container.addEventListener('focusin', follow);
  return () => {
    container.removeEventListener('focusin', follow);
    // Only when rendering afresh took that control away. Adopting the markup keeps the focus
    // where it is; moving it again would pull the cursor out of the field the visitor is typing
    // in (their password would go on into the e-mail field, in plain sight).
    const lost = focused !== null && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body);
    const index = lost && focused ? before.indexOf(focused) : -1;
    if (index >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true });
  };
}

/**
 * A banner answer given before takeover is already stored (the page gate did it); the consent
 * machine read storage earlier, so tell it the same answer (it stores it once more, harmlessly).
 */
function adoptGateConsent(consent: ActorRefFrom<typeof consentMachine>) {
  const answer = document.documentElement.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
  if (!answer) return;
  document.documentElement.removeAttribute(CONSENT_ANSWER_ATTRIBUTE);
  consent.send({ type: answer === 'accept' ? 'consent.acceptAll' : 'consent.rejectAll' });
}

/**
 * Starts the hand-off: reads what the visitor did on the prerendered page, and returns what
 * follows the page's one "taken over" signal (`TakeoverSignal`, once the page under the root is
 * adopted).
 */
export function beginTakeover(container: HTMLElement, consent: ActorRefFrom<typeof consentMachine>): () => void {
  const restoreFocus = rememberPrerenderFocus(container);
  captureTypedFields(container);
  // The prerendered head carries the page's tags for crawlers; from here on <HeadContent> owns
  // them, so drop the static copies (React would adopt and then lose track of them).
  for (const element of document.head.querySelectorAll('[data-static-head]:not(title)')) element.remove();
  // A cookie-banner answer given on the prerendered page before now is the machine's too.
  adoptGateConsent(consent);
  let reported = false;
  // Once, whichever layout reports it. Until then the gate keeps answering the static banner
  // and holding the sign-in page's words; both hand-offs are harmless to repeat.
  return () => {
    if (reported) return;
    reported = true;
    // Including an answer given while React was adopting the page.
    adoptGateConsent(consent);
    // React has put its own title in by now (or adopted the static one): drop a static title
    // it did not adopt. Not earlier, or the page would be without a title in between.
    const titles = document.head.querySelectorAll('title');
    if (titles.length > 1) for (const title of titles) if (title.hasAttribute('data-static-head')) title.remove();
    // The live banner (or its absence) is in the document: the gate can open, and the sign-in
    // page's words it held back may show.
    document.documentElement.setAttribute(CONSENT_GATE_ATTRIBUTE, 'live');
    document.documentElement.removeAttribute('data-language-pending');
    restoreFocus();
    document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
    // The audit's first-paint-to-takeover figure (scripts/audit/takeover-timing.ts); tests never wait on it.
    performance.mark('takeover');
  };
}
