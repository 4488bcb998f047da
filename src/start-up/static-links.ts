import { isHomeSection, type HomeSection } from '../../machines/section-scroll/section-scroll.types.ts';
import { splitLanguagePath } from '../i18n/language-path.ts';

/** What a link in static content does once the app runs. */
export interface StaticLinkActions {
  /** Shows a page of the site in the app (its public href, language prefix and all). */
  readonly navigate: (href: string) => void;
  /** Fetches a page's code and texts ahead of a likely click (its path in the app, no language prefix). */
  readonly preload: (path: string) => void;
  readonly goToSection: (section: HomeSection) => void;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The same-origin link `event` is on, inside static content, that the app may follow itself. */
function staticLink(event: Event): URL | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-static]')) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : undefined;
}

/**
 * Links inside static content (`[data-static]`, src/start-up/static.tsx) are the prerender's plain
 * links: React adopts the page around them without adopting them, so no handler of theirs
 * runs. Their clicks are the app's from here, as those of the links React renders: a page of
 * the site in the app (no document load), a home page section through the section scroller,
 * and the router fetches a page on hover or touch. A link within the page (a legal text's
 * contents) and anything opened in a new tab stay the browser's. Listens on the document as
 * events go down, before React's own listener on the root, which stops events that reach
 * markup it has not adopted. For the page's lifetime: nothing stops the app once it runs.
 */
export function followStaticLinks(actions: StaticLinkActions): void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || modified(event)) return;
    const url = staticLink(event);
    if (!url) return;
    const section = url.hash.slice(1);
    if (splitLanguagePath(url.pathname).path === '/' && isHomeSection(section)) {
      event.preventDefault();
      actions.goToSection(section);
      return;
    }
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    actions.navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  let intended: string | undefined;
  const onIntent = (event: Event) => {
    const url = staticLink(event);
    if (!url || url.pathname === window.location.pathname || url.pathname === intended) return;
    intended = url.pathname;
    actions.preload(splitLanguagePath(url.pathname).path);
  };
  document.addEventListener('click', onClick, true);
  for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
