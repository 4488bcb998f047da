import type { SnapshotFrom } from 'xstate';
import type { sectionScrollMachine } from './section-scroll.machine.ts';

type SectionScrollSnapshot = SnapshotFrom<typeof sectionScrollMachine>;

export const selectPendingSection = (snapshot: SectionScrollSnapshot) => snapshot.context.section;
