import type { i18n as I18n } from 'i18next';
import { loadPage } from '../../app/route-helpers.ts';
import type { AdminPageKey } from '../../features/admin-shell/admin-pages.ts';

/** Every console page: "<page> — Signalwise Admin", kept out of search engines. */
export const adminPageHead =
  (page: AdminPageKey) =>
  ({ context: { i18n } }: { context: { i18n: I18n } }) =>
    loadPage(i18n, ['admin'], (t) => ({ title: t(($) => $.meta.title, { page: t(($) => $.pages[page]) }), noindex: true }));
