import { lazy, Suspense } from 'react';
import { connectScheduling } from '../../../machines/scheduling/scheduling.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { onBookMeetingIntent } from '../../ui/app/book-meeting-intent.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

/** Fetches the modal's code; also ahead of a likely click (hover or focus on a Book a meeting button). */
const preloadSchedulingModal = () => import('./scheduling-modal.tsx');
onBookMeetingIntent(() => void preloadSchedulingModal());

// Once fetched, the modal stays mounted (closed) so Ark can hand focus back when it closes.
let modalFetched = false;
const SchedulingModal = lazy(() =>
  preloadSchedulingModal().then((module) => {
    modalFetched = true;
    return module;
  }),
);

/** Mounted once in the root route; the modal's code (and Ark's dialog) loads on first open. */
export function SchedulingLayer() {
  const { open } = useConnect(useAppActors().scheduling, connectScheduling);
  return open || modalFetched ? (
    <Suspense fallback={null}>
      <SchedulingModal open={open} />
    </Suspense>
  ) : null;
}
