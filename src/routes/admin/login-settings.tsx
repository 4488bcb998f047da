import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { SecurityPage } from '../../features/admin-security/security-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/login-settings')({
  loader: adminPageHead('loginSettings', ['security']),
  head: pageHead,
  component: SecurityPage,
});
