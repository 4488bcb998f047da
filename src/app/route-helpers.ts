import type { i18n as I18n } from 'i18next';
import type { Namespace } from '../i18n/languages.ts';
import { headTags, type PageHead } from './head.ts';

/**
 * A route's loader makes sure its texts are loaded before it renders, and returns the
 * translated head so `head()` can stay synchronous. Changing language invalidates the
 * router, which runs loaders again and so retitles the page.
 */
export async function loadPage(i18n: I18n, namespaces: readonly Namespace[], head: (t: I18n['t']) => PageHead) {
  await i18n.loadNamespaces([...namespaces]);
  return { head: head(i18n.t) };
}

export const pageHead = ({ loaderData }: { loaderData?: { head: PageHead } }) => (loaderData ? headTags(loaderData.head) : {});
