import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/_public/')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['home'], (t) => ({ title: t('home:meta.title'), description: t('home:meta.description') })),
  head: pageHead,
  component: HomePage,
});
