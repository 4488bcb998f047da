import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectIsAuthenticated, selectIsSettled } from '../../../machines/auth/index.ts';
import { AdminLayout } from '../../features/admin-shell/admin-layout.tsx';

export const Route = createFileRoute('/admin')({
  // Runs before any admin code is fetched: the guard lives in the main bundle, the console does not.
  beforeLoad: async ({ context: { actors }, location }) => {
    // Re-read the stored session on every admin navigation: a tampered token signs out here.
    actors.auth.send({ type: 'auth.verify' });
    const snapshot = await waitFor(actors.auth, selectIsSettled);
    if (!selectIsAuthenticated(snapshot)) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  loader: ({ context: { i18n } }) => i18n.loadNamespaces(['admin']),
  component: AdminLayout,
});
