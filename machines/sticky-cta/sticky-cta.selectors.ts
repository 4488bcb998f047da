import type { SnapshotFrom } from 'xstate';
import type { stickyCtaMachine } from './sticky-cta.machine.ts';

type StickyCtaSnapshot = SnapshotFrom<typeof stickyCtaMachine>;

export const selectStickyCtaVisible = (snapshot: StickyCtaSnapshot) => snapshot.hasTag('visible');
