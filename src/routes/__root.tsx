import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { ConsentLayer } from '../features/consent/consent-layer.tsx';
import { Toaster } from '../features/layout/toaster.tsx';
import { SchedulingLayer } from '../features/scheduling/scheduling-layer.tsx';
import { splitLanguagePath } from '../i18n/language-path.ts';
import { loadShownStaticContent } from '../start-up/static-content.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // A public page's language is the one its browser URL names (Back and Forward may cross
  // languages); the sign-in page and the console keep the current one.
  beforeLoad: async ({ location, context: { i18n } }) => {
    const { language } = splitLanguagePath(location.publicHref.split(/[?#]/)[0] ?? '/');
    if (!language || language === i18n.resolvedLanguage) return;
    // The static content on screen renders again in the new language the moment it changes.
    await loadShownStaticContent(i18n);
    await i18n.changeLanguage(language);
  },
  // The cookie banner and the Book a meeting button appear on every page: their texts too.
  loader: ({ context: { i18n } }) => i18n.loadNamespaces(['consent', 'scheduling']),
  component: RootComponent,
});

function RootComponent() {
  return (
    <>
      <HeadContent />
      <Outlet />
      {/* Prerendered as a first visit sees it; the consent gate hides that copy from a
          returning visitor before it can paint (src/start-up/page-gate.ts). */}
      <ConsentLayer />
      <SchedulingLayer />
      <Toaster />
    </>
  );
}
