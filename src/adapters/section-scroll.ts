import type { HomeSection } from '../../machines/section-scroll/index.ts';

export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// How long a section may take to appear after the app has navigated home (a busy phone).
const APPEAR_WITHIN_MS = 3000;

/**
 * Scrolls the home page to a section and moves keyboard focus there, so a keyboard or
 * screen-reader user lands where a sighted user is taken.
 *
 * On a busy phone home can render after the section-scroll machine's short wait: the section
 * is then looked for on each frame until it is there. And the sections above it skip their
 * layout until they near the viewport (`renderNearViewport`), so a smooth scroll that passes
 * them lays them out at their real heights and the section moves under it; once the scroll
 * has ended, the page lands on the section where it now is.
 */
export function scrollToSection(section: HomeSection, deadline = performance.now() + APPEAR_WITHIN_MS) {
  const element = document.getElementById(section);
  if (!element) {
    if (performance.now() < deadline) requestAnimationFrame(() => scrollToSection(section, deadline));
    return;
  }
  const smooth = !prefersReducedMotion();
  element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) landWhenScrolled(element);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** What a visitor does to scroll the page themselves (a scrollbar drag starts with a pointerdown). */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Lands on the section where it is once the smooth scroll has ended, unless the visitor has
 * scrolled on their own meanwhile: where they went is theirs. Without that, a scroll of theirs
 * would be pulled back, and so would their next one when the page was already at the section
 * (no smooth scroll, so no end to it).
 */
function landWhenScrolled(element: HTMLElement) {
  const listening = new AbortController();
  const options = { signal: listening.signal, passive: true, capture: true } as const;
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, () => listening.abort(), options);
  window.addEventListener(
    'scrollend',
    () => {
      listening.abort();
      element.scrollIntoView({ block: 'start' });
    },
    options,
  );
}
