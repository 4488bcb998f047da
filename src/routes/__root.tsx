import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router.ts';
import { ConsentLayer } from '../features/consent/consent-layer.tsx';
import { Toaster } from '../features/layout/toaster.tsx';
import { SchedulingLayer } from '../features/scheduling/scheduling-layer.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
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
          returning visitor before it can paint (src/adapters/consent-gate.ts). */}
      <ConsentLayer />
      <SchedulingLayer />
      <Toaster />
    </>
  );
}
