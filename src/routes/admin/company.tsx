import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { CompanyPage } from '../../features/admin-company/company-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/company')({
  loader: adminPageHead('company', ['company']),
  head: pageHead,
  component: CompanyPage,
});
