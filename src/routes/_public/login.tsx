import { createFileRoute } from '@tanstack/react-router';
import { loadPage, pageHead } from '../../app/route-helpers.ts';
import { LoginPage } from '../../features/login/login-page.tsx';

/** Only console paths are accepted as a place to return to after signing in. */
const safeRedirect = (value: unknown) => (typeof value === 'string' && /^\/admin(\/|$|\?)/.test(value) ? value : undefined);

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = safeRedirect(search.redirect);
    return redirect ? { redirect } : {};
  },
  loader: ({ context: { i18n } }) => loadPage(i18n, ['login'], (t) => ({ title: t(($) => $.meta.title), noindex: true })),
  head: pageHead,
  component: LoginPage,
});
