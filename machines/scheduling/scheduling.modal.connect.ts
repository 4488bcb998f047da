import type { SchedulingSend, SchedulingSnapshot } from './scheduling.connect.ts';

/** Which body the modal shows. */
export type SchedulingStep = 'closed' | 'awaitingConsent' | 'loading' | 'loaded' | 'failed';
const STEPS = ['awaitingConsent', 'loading', 'loaded'] as const;
const stepOf = (snapshot: SchedulingSnapshot): SchedulingStep =>
  snapshot.matches('closed') ? 'closed' : (STEPS.find((step) => snapshot.matches({ open: step })) ?? 'failed');

/**
 * The scheduling modal: which body it shows, whether the booking page's frame is in it, and
 * what its buttons and the frame report. Kept out of the flow's index, with the modal's own
 * code, which loads on the first Book a meeting.
 */
export const connectSchedulingModal = (snapshot: SchedulingSnapshot, send: SchedulingSend) => ({
  step: stepOf(snapshot),
  /** The iframe is in the page while loading and once loaded. */
  showsFrame: snapshot.hasTag('embedded'),
  close: () => send({ type: 'scheduling.close' }),
  allow: () => send({ type: 'scheduling.allow' }),
  frameLoaded: () => send({ type: 'scheduling.frameLoaded' }),
  frameFailed: () => send({ type: 'scheduling.frameFailed' }),
  retry: () => send({ type: 'scheduling.retry' }),
});
