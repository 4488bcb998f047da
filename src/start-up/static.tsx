import { Suspense, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { useHydrated } from './readiness.ts';
import { showStaticContent, type StaticContent } from './static-content.ts';

// Never settles: adopted static content waits on it for good, and React keeps its HTML.
const ADOPTED = new Promise<never>(() => undefined);

// The wrapper has no box of its own: its content lays out as the parent's own children.
const noBox = css({ display: 'contents' });

function StaticBody<P extends object>({ content, props }: { content: StaticContent<P>; props: P }) {
  // Adopting a prerendered page: suspend before touching the content's code. React then keeps
  // the boundary's prerendered HTML as it is and runs nothing inside it (the HTML came from
  // this same component on the server).
  if (!useHydrated() && !import.meta.env.SSR) use(ADOPTED);
  if (!content.isLoaded()) {
    // The route loads the code before the page renders (loadPage); a prerender must never emit
    // an empty boundary instead.
    if (import.meta.env.SSR) throw new Error('Static content rendered before its route loaded its code');
    use(content.load());
  }
  return content.render(props);
}

type StaticProps<P extends object> = { readonly content: StaticContent<P> } & P;

/**
 * Static content (src/start-up/static-content.ts) in place: on a prerendered page the HTML stays as
 * it is and neither its code nor its components run at takeover, behind a Suspense boundary
 * whose content never finishes adopting; on a page the app renders, the content itself.
 *
 * React hydrates a boundary it has kept when new props or a changed context reach it, and
 * would then show its fallback. So the boundary never takes an update: it is keyed by what it
 * shows (the language and the props, each a new boundary rendered afresh) and otherwise
 * returned as the very same element. No context above it may change but with the language
 * (src/app/providers.tsx), and whatever changes the language loads the code of the content on
 * screen first (`loadShownStaticContent`). Its links are followed by src/start-up/static-links.ts.
 */
export function Static<P extends object>({ content, ...rest }: StaticProps<P>) {
  const props = rest as unknown as P;
  const { i18n } = useTranslation();
  // What it shows follows from the language and the props' plain values (an object among the
  // props, such as an API's reference, must follow from those: it is the slug's).
  const shows = [
    i18n.resolvedLanguage ?? i18n.language,
    ...Object.entries(props).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? [`${name}=${value}`] : [],
    ),
  ].join(' ');
  return useMemo(
    () => (
      <div data-static="" className={noBox} ref={() => showStaticContent(content)}>
        <Suspense key={shows} fallback={null}>
          <StaticBody content={content} props={props} />
        </Suspense>
      </div>
    ),
    // `shows` stands for the props: a new object each render, the same content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shows, content],
  );
}
