import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { LegalDocumentsPage } from '../../features/admin-legal/legal-documents-page.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/legal')({
  loader: adminPageHead('legal', ['adminLegal']),
  head: pageHead,
  component: LegalDocumentsPage,
});
