import { fromCallback } from 'xstate';
import type { ScrollPosition, StickyCtaEvent } from '../../machines/sticky-cta/index.ts';

export const readScrollPosition = (): ScrollPosition => ({ scrollY: window.scrollY, viewportHeight: window.innerHeight });

/**
 * The browser side of machines that follow the scroll position: reports it once at start (a
 * page can open already scrolled, e.g. after Back), then at most once per animation frame
 * while the visitor scrolls or resizes the window.
 */
export const scrollPositionActor = fromCallback<StickyCtaEvent>(({ sendBack }) => {
  let frame = 0;
  const report = () => {
    frame = 0;
    const event: StickyCtaEvent = { type: 'scroll.changed', ...readScrollPosition() };
    sendBack(event);
  };
  const schedule = () => {
    if (frame === 0) frame = window.requestAnimationFrame(report);
  };
  report();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
});
