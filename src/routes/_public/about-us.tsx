import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { ABOUT_CONTENT } from '../../features/about/about-content.ts';
import { AboutPage } from '../../features/about/about-page.tsx';

export const Route = createFileRoute('/_public/about-us')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['about'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [ABOUT_CONTENT]),
  head: pageHead,
  component: AboutPage,
});
