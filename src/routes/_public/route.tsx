import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../../features/layout/public-layout.tsx';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
