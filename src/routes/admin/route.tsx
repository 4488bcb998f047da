import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin-shell/admin-layout.tsx';
import { isSignedIn } from '../-guards.ts';

export const Route = createFileRoute('/admin')({
  // Runs before any admin code is fetched: the guard lives in the main bundle, the console does not.
  beforeLoad: async ({ context: { actors }, location }) => {
    // Asked on every admin navigation, so a tampered token signs out here.
    if (!(await isSignedIn(actors.auth))) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  loader: ({ context: { i18n } }) => i18n.loadNamespaces(['admin']),
  component: AdminLayout,
});
