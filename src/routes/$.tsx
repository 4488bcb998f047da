import { createFileRoute, redirect } from '@tanstack/react-router';

// Any path we do not know goes home (SPEC §2).
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
