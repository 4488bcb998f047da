import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { LoginPage } from '../../features/login/login-page.tsx';
import { safeRedirect } from '../../features/login/safe-redirect.ts';
import { isSignedIn } from '../-guards.ts';

export const Route = createFileRoute('/_public/login')({
  // Always set the key: the router merges the raw query under the validated one, so leaving
  // it out would let an unchecked ?redirect= through.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({ redirect: safeRedirect(search.redirect) }),
  // Someone already signed in has nothing to do here: straight into the console.
  beforeLoad: async ({ context: { actors }, search }) => {
    if (await isSignedIn(actors.auth)) throw redirect({ href: safeRedirect(search.redirect) ?? '/admin', replace: true });
  },
  loader: ({ context: { i18n } }) => loadPage(i18n, ['login'], (t) => ({ title: t(($) => $.meta.title), noindex: true })),
  head: pageHead,
  component: LoginPage,
});
