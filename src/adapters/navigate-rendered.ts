import type { AnyRouter } from '@tanstack/react-router';
import { splitLanguagePath } from '../i18n/language-path.ts';

/** How long to wait for the new page's render before going on anyway. */
export const RENDER_WAIT_MS = 3000;

/**
 * Navigates, and resolves once the router has rendered the new page: it puts that page at the
 * top in its own 'onRendered' listener, which can come well after navigate() resolves on a
 * slow phone, and would undo a scroll made before it. The router's listener was added first,
 * so it has run by then. Only the new page's render counts: a link tapped while the app was
 * still taking over the old page saw that page's first render come after navigate(), and the
 * scroll that followed was undone when home rendered (CI, a phone from /banking to #contact).
 * After RENDER_WAIT_MS it resolves anyway, should the event never come.
 */
export async function navigateAndRender(router: Pick<AnyRouter, 'navigate' | 'subscribe'>, to: string): Promise<void> {
  let stop = () => {};
  const rendered = new Promise<void>((resolve) => {
    stop = router.subscribe('onRendered', ({ toLocation }) => {
      if (splitLanguagePath(toLocation.pathname).path === to) resolve();
    });
  });
  try {
    await router.navigate({ to });
    await Promise.race([rendered, new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS))]);
  } finally {
    stop();
  }
}
