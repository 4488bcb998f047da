import type { HomeSection } from '../../machines/section-scroll/index.ts';

export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the home page to a section and moves keyboard focus there, so a keyboard or
 * screen-reader user lands where a sighted user is taken.
 */
export function scrollToSection(section: HomeSection) {
  const element = document.getElementById(section);
  if (!element) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
