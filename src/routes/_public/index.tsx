import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { ContactSection } from '../../features/contact/contact-section.tsx';
import { HOME_CONTENT } from '../../features/home/home-content.ts';
import { HomePage } from '../../features/home/home-page.tsx';

export const Route = createFileRoute('/_public/')({
  loader: ({ context: { i18n } }) =>
    loadPage(i18n, ['home', 'contact'], (t) => ({ title: t(($) => $.meta.title), description: t(($) => $.meta.description) }), [
      HOME_CONTENT.heroCopy,
      HOME_CONTENT.orbitArt,
      HOME_CONTENT.sections,
    ]),
  head: pageHead,
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage contact={<ContactSection />} />;
}
