import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../../app/route-helpers.ts';
import { CATALOGUE_CONTENT } from '../../../features/apis/catalogue-content.ts';
import { CataloguePage } from '../../../features/apis/catalogue-page.tsx';

export const Route = createFileRoute('/_public/apis/')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['apis', 'common'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [
      CATALOGUE_CONTENT.hero,
      CATALOGUE_CONTENT.list,
      CATALOGUE_CONTENT.production,
      CATALOGUE_CONTENT.events,
    ]),
  head: pageHead,
  component: CataloguePage,
});
