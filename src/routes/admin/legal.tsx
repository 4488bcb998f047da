import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/route-helpers.ts';
import { LegalView } from '../../features/admin-legal/legal-view.tsx';
import { adminPageHead } from './-head.ts';

export const Route = createFileRoute('/admin/legal')({
  loader: adminPageHead('legal', ['adminLegal']),
  head: pageHead,
  component: LegalView,
});
