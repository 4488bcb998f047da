import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine.ts';
import type { ConsentEvent } from './consent.types.ts';

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
export type ConsentSend = (event: ConsentEvent) => void;

/**
 * What every page shows of the cookie choice: whether the banner and the "choose categories"
 * dialog are open, the banner's two answers and the way to the dialog (the dialog's own
 * view-model, loaded with it: consent.dialog.connect.ts).
 */
export const connectConsent = (snapshot: ConsentSnapshot, send: ConsentSend) => ({
  // The banner stays behind the dialog it opened while no valid choice exists, so cancelling returns to it.
  bannerVisible: snapshot.hasTag('banner') || (snapshot.hasTag('dialog') && snapshot.context.choice === null),
  dialogOpen: snapshot.hasTag('dialog'),
  acceptAll: () => send({ type: 'consent.acceptAll' }),
  rejectAll: () => send({ type: 'consent.rejectAll' }),
  customise: () => send({ type: 'consent.customise' }),
});
