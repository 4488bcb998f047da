import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { TwoFactorPage } from '../../features/admin-two-factor/two-factor-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/login-settings')({
  loader: adminPageHead('loginSettings', ['security']),
  head: pageHead,
  component: TwoFactorPage,
});
