import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { BillingPage } from '../../features/admin-billing/billing-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/billing')({
  loader: adminPageHead('billing', ['billing']),
  head: pageHead,
  component: BillingPage,
});
