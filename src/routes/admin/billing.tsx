import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { BillingView } from '../../features/admin-billing/billing-view.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/billing')({
  loader: adminPageHead('billing', ['billing']),
  head: pageHead,
  component: BillingView,
});
