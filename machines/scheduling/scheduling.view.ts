import type { SchedulingSend, SchedulingSnapshot } from './scheduling.connect.ts';
import { selectShowsFrame, selectView } from './scheduling.selectors.ts';

/**
 * The scheduling modal: which body it shows, whether the booking page's frame is in it, and
 * what its buttons and the frame report. Kept out of the flow's index, with the modal's own
 * code, which loads on the first Book a meeting.
 */
export const connectSchedulingModal = (snapshot: SchedulingSnapshot, send: SchedulingSend) => ({
  step: selectView(snapshot),
  showsFrame: selectShowsFrame(snapshot),
  close: () => send({ type: 'scheduling.close' }),
  allow: () => send({ type: 'scheduling.allow' }),
  frameLoaded: () => send({ type: 'scheduling.frameLoaded' }),
  frameFailed: () => send({ type: 'scheduling.frameFailed' }),
  retry: () => send({ type: 'scheduling.retry' }),
});
