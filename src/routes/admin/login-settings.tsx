import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { adminPageHead } from './-head.ts';
import { AdminPageTitle } from '../../features/admin-shell/admin-page-title.tsx';

export const Route = createFileRoute('/admin/login-settings')({
  loader: adminPageHead('loginSettings'),
  head: pageHead,
  component: LoginSettingsPage,
});

function LoginSettingsPage() {
  return <AdminPageTitle page="loginSettings" />;
}
