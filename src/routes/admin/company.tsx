import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { CompanyView } from '../../features/admin-company/company-view.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/company')({
  loader: adminPageHead('company', ['company']),
  head: pageHead,
  component: CompanyView,
});
