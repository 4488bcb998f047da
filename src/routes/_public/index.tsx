import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/_public/')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['home', 'contact'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) })),
  head: pageHead,
  component: HomePage,
});
