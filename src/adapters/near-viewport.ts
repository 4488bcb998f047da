/** How far ahead of the viewport a lazily mounted part starts loading. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport or when
 * keyboard focus lands in its section (the header's Contact sales link focuses it). Without
 * IntersectionObserver (old browsers, test DOMs) it calls at once. Returns a cleanup.
 */
export function whenNearViewport(element: Element, onNear: () => void, rootMargin = NEAR_VIEWPORT_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const region = element.closest('section') ?? element;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    onNear();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin },
  );
  observer.observe(element);
  region.addEventListener('focusin', fire);
  function cleanup() {
    observer.disconnect();
    region.removeEventListener('focusin', fire);
  }
  return cleanup;
}

/**
 * A ref that keeps `data-offscreen` on its element while none of it is in the viewport, for CSS
 * that stops work nobody can see (the hero's orbit). React 19 runs the returned cleanup when
 * the element goes.
 */
export function markOffscreen(element: HTMLElement | null): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) element.toggleAttribute('data-offscreen', !entry.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
