// A live part of a prerendered page that need not wake with the page (the API playground): its
// code is fetched and React adopts it once it comes into view or a person uses it, whichever is
// first, so a page's start costs nothing for a part below the first screen. Use is watched by
// the page gate from the first frame (./page-gate.ts: `data-island-used`, and
// `data-island-acted` for a tap on the part's action while it waits). What the person typed or
// picked meanwhile stays in the prerendered fields and is adopted with them; the action asked
// for is carried out once the part is live (`islandActed`, then `settleIsland`).

const wanted = new Map<string, Promise<void>>();

/** How far inside the screen (px from its bottom) a part must come to be wanted. */
const INSET = 100;

/**
 * Resolves once the element with this id comes into view or has been used. The same promise for
 * every call, per id; an element that is not on the page is wanted at once.
 */
export function whenNearOrUsed(id: string): Promise<void> {
  const known = wanted.get(id);
  if (known) return known;
  const element = document.getElementById(id);
  const promise = new Promise<void>((wake) => {
    if (!element || element.hasAttribute('data-island-used')) {
      wake();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `0px 0px -${INSET}px 0px`,
    });
    const done = () => {
      observer.disconnect();
      element.removeEventListener('island-used', done);
      wake();
    };
    observer.observe(element);
    element.addEventListener('island-used', done);
  });
  wanted.set(id, promise);
  return promise;
}

/** Whether the person asked for the part's action before it was live. */
export const islandActed = (id: string): boolean => document.getElementById(id)?.hasAttribute('data-island-acted') ?? false;

/** The part is live and carries out what was asked: forget it. */
export function settleIsland(id: string): void {
  document.getElementById(id)?.removeAttribute('data-island-acted');
}
