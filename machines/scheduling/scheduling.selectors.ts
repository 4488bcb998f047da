import type { SnapshotFrom } from 'xstate';
import type { schedulingMachine } from './scheduling.machine.ts';

type SchedulingSnapshot = SnapshotFrom<typeof schedulingMachine>;

export type SchedulingView = 'closed' | 'awaitingConsent' | 'loading' | 'loaded' | 'failed';

export const selectIsOpen = (snapshot: SchedulingSnapshot) => snapshot.hasTag('open');
/** The iframe is in the page while loading and once loaded. */
export const selectShowsFrame = (snapshot: SchedulingSnapshot) => snapshot.hasTag('embedded');

/** Which body the modal shows. */
export function selectView(snapshot: SchedulingSnapshot): SchedulingView {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches({ open: 'awaitingConsent' })) return 'awaitingConsent';
  if (snapshot.matches({ open: 'loading' })) return 'loading';
  if (snapshot.matches({ open: 'loaded' })) return 'loaded';
  return 'failed';
}
