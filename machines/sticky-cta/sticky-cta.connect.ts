import type { SnapshotFrom } from 'xstate';
import type { stickyCtaMachine } from './sticky-cta.machine.ts';

/** The industry pages' call-to-action: whether it shows (its links are plain links and the Book a meeting button). */
export const connectStickyCta = (snapshot: SnapshotFrom<typeof stickyCtaMachine>) => ({ visible: snapshot.hasTag('visible') });
