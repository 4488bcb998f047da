/**
 * The live app replaces a prerendered page in one commit. A visitor may already have moved
 * focus into the static page (tabbing quickly); carry that focus over to the same control in
 * the live page, and mark when the app took over (monitoring and the audit).
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function rememberPrerenderFocus(container: HTMLElement): () => void {
  const before = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const index = document.activeElement instanceof HTMLElement ? before.indexOf(document.activeElement) : -1;
  return () => {
    if (index >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({ preventScroll: true });
    document.documentElement.dataset.ready = 'true';
    // For the audit's first-paint-to-takeover figure (scripts/audit.ts); tests never wait on it.
    performance.mark('takeover');
  };
}
