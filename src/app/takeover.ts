/**
 * The hand-off from the prerendered page to the app, in one place. The live app adopts a
 * prerendered page, or (/login in another language) replaces it in one commit; what the
 * visitor did on the static page before then (typed into a field, moved focus, answered the
 * cookie banner) carries over, and the static page's head and gate give way to the app's.
 * main.tsx calls `beginTakeover` right before the first render. A module of the app's own:
 * the typed fields' store is imported by the sign-in page too, and this must not drag the
 * page gate's code into the chunks they share.
 */
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../machines/consent/index.ts';
import { adoptGateConsent, openPageGate } from '../adapters/page-gate.ts';
import { captureTypedFields, rememberPrerenderFocus } from '../adapters/takeover-carry-over.ts';

/**
 * Starts the hand-off: reads what the visitor did on the static page, and returns what follows
 * the app's one "taken over" signal (`TakeoverSignal`, once the page under the root is adopted).
 */
export function beginTakeover(container: HTMLElement, consent: ActorRefFrom<typeof consentMachine>): () => void {
  const takenOver = rememberPrerenderFocus(container);
  captureTypedFields(container);
  // The prerendered head carries the page's tags for crawlers; from here on <HeadContent> owns
  // them, so drop the static copies (React would adopt and then lose track of them).
  for (const element of document.head.querySelectorAll('[data-static-head]:not(title)')) element.remove();
  // A cookie-banner answer given on the static page before now is the machine's too.
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
    // The live banner (or its absence) is in the document: the static copy's gate can open.
    openPageGate();
    takenOver();
  };
}
