import type { AnyRouter } from '@tanstack/react-router';

/** How long to wait for the new page's render before going on anyway. */
export const RENDER_WAIT_MS = 3000;

/**
 * Navigates, and resolves once the router has rendered the new page: it puts that page at the
 * top in its own 'onRendered' listener, which can come well after navigate() resolves on a
 * slow phone, and would undo a scroll made before it. The router's listener was added first,
 * so it has run by then. After RENDER_WAIT_MS it resolves anyway, should the event never come.
 */
export async function navigateAndRender(router: Pick<AnyRouter, 'navigate' | 'subscribe'>, to: string): Promise<void> {
  let stop = () => {};
  const rendered = new Promise<void>((resolve) => {
    stop = router.subscribe('onRendered', () => resolve());
  });
  try {
    await router.navigate({ to });
    await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS))]);
  } finally {
    stop();
  }
}
