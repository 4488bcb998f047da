import type { i18n as I18n, TFunction } from 'i18next';
import type { Namespace } from '../i18n/languages.ts';
import { loadStaticContent } from '../start-up/static-content.ts';
import { headTags, type PageHead } from './head.ts';

/**
 * A route's loader makes sure its texts, and the code of its static content, are loaded
 * before it renders (src/start-up/static-content.ts; not for the page React adopts at start-up), and
 * returns the translated head so `head()` can stay synchronous. Changing language invalidates
 * the router, which runs loaders again and so retitles the page. `t` reads the first namespace
 * directly (`$ => $.meta.title`) and the others by name (`$ => $.common.nav.login`).
 */
export async function loadPage<const Ns extends readonly [Namespace, ...Namespace[]]>(
  i18n: I18n,
  namespaces: Ns,
  head: (t: TFunction<Ns>) => PageHead,
  content: Parameters<typeof loadStaticContent>[1] = [],
) {
  await Promise.all([i18n.loadNamespaces([...namespaces]), loadStaticContent(i18n, content)]);
  // getFixedT's return type keeps a conditional on the language argument; it is this one.
  const t: TFunction<Ns> = i18n.getFixedT(null, [...namespaces]);
  // The share image's alt text lives in `common`, which every page has loaded at start-up.
  const common: TFunction = i18n.getFixedT(null, 'common');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return { head: { language, imageAlt: common(($) => $.seo.imageAlt), ...head(t) } };
}

/** The route's `head`: tags from the loader's texts, canonical URL from the matched path. */
export const pageHead = ({ loaderData, match }: { loaderData?: { head: PageHead }; match?: { pathname: string } }) =>
  loaderData ? headTags(loaderData.head, match?.pathname) : {};
