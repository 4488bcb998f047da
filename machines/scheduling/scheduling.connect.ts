import type { SnapshotFrom } from 'xstate';
import type { schedulingMachine } from './scheduling.machine.ts';
import type { SchedulingEvent } from './scheduling.types.ts';

export type SchedulingSnapshot = SnapshotFrom<typeof schedulingMachine>;
export type SchedulingSend = (event: SchedulingEvent) => void;

/** The Book a meeting buttons and the modal's place in the page: whether it is open, and opening it. */
export const connectScheduling = (snapshot: SchedulingSnapshot, send: SchedulingSend) => ({
  open: snapshot.hasTag('open'),
  book: () => send({ type: 'scheduling.open' }),
});
