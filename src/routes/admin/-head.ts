import type { i18n as I18n } from 'i18next';
import { loadPage } from '../../app/route-helpers.ts';
import type { AdminPageKey } from '../../config/admin-pages.ts';
import type { Namespace } from '../../i18n/languages.ts';

/**
 * Every console page: loads the shell's texts plus the page's own namespaces, and titles the
 * page "<page> — Signalwise Admin", kept out of search engines.
 */
export const adminPageHead =
  (page: AdminPageKey, namespaces: readonly Namespace[] = []) =>
  ({ context: { i18n } }: { context: { i18n: I18n } }) =>
    loadPage(i18n, ['admin', ...namespaces], (t) => ({ title: t(($) => $.meta.title, { page: t(($) => $.pages[page]) }), noindex: true }));
