import type { i18n as I18n } from 'i18next';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Namespace } from '../i18n/languages.ts';

/** Static content, as far as loading it goes (whatever props its component takes). */
interface LoadableContent {
  /** Fetches the code (once; again after a failed attempt). */
  readonly load: () => Promise<void>;
  /** Texts only this content reads; the page loads the ones its live parts read too. */
  readonly texts: readonly Namespace[];
}

/**
 * A part of a page that renders the same for every visitor of it (a hero's words, the home
 * page's sections, a legal text), whose code lives in a chunk of its own. A prerendered page
 * keeps such a part as its HTML: React adopts the page around it without loading or running
 * its code, or loading the texts only it reads (`<Static>`, src/start-up/static.tsx). Both are
 * fetched only when the app must render it itself: another page reached in the app, or
 * another language.
 */
export interface StaticContent<P extends object = object> extends LoadableContent {
  /** The content for these props, once its code is here (undefined before). */
  readonly render: (props: P) => ReactNode;
  readonly isLoaded: () => boolean;
}

export function staticContent<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
  { texts = [] }: { texts?: readonly Namespace[] } = {},
): StaticContent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  return {
    load: () =>
      (loading ??= importComponent().then(
        (loaded) => {
          component = loaded;
        },
        (error: unknown) => {
          // A lost connection: the next navigation or language change asks again.
          loading = undefined;
          throw error;
        },
      )),
    texts,
    render: (props) => (component ? createElement(component, props) : undefined),
    isLoaded: () => component !== undefined,
  };
}

const loadAll = async (i18n: I18n, contents: Iterable<LoadableContent>) => {
  const list = [...contents];
  await Promise.all([...list.map((content) => content.load()), i18n.loadNamespaces(list.flatMap((content) => content.texts))]);
};

let adopting = false;

/**
 * Runs the router's first load of a page React is about to adopt (hydrate): the page's static
 * content stays as prerendered, so its code and its own texts are not fetched. Every later
 * load fetches them.
 */
export async function adoptingPrerender<T>(firstLoad: () => Promise<T>): Promise<T> {
  adopting = true;
  try {
    return await firstLoad();
  } finally {
    adopting = false;
  }
}

/**
 * A route loader's share: the code and texts of the page's static content, so the app renders
 * the page whole in one go (nothing for the first load of a prerendered page, see
 * `adoptingPrerender`).
 */
export async function loadStaticContent(i18n: I18n, contents: readonly LoadableContent[]): Promise<void> {
  if (!adopting) await loadAll(i18n, contents);
}

/** The static content on screen now, counted per place that shows it (src/start-up/static.tsx). */
const shown = new Map<LoadableContent, number>();

/** Records that `content` is on screen; the returned function records that it has gone. */
export function showStaticContent(content: LoadableContent): () => void {
  shown.set(content, (shown.get(content) ?? 0) + 1);
  return () => {
    const count = (shown.get(content) ?? 1) - 1;
    if (count > 0) shown.set(content, count);
    else shown.delete(content);
  };
}

/**
 * Fetches the code and texts of the static content on screen. A language change renders it
 * again in the new language at once, so whatever changes the language awaits this first (and
 * i18next then loads every text loaded so far in the new language before it switches): the
 * page never loses a part while its code or texts download.
 */
export async function loadShownStaticContent(i18n: I18n): Promise<void> {
  await loadAll(i18n, shown.keys());
}
