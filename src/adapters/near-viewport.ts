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
