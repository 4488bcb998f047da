import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine.ts';
import { selectBannerVisible, selectDialogOpen } from './consent.selectors.ts';
import type { ConsentEvent } from './consent.types.ts';

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;
export type ConsentSend = (event: ConsentEvent) => void;

/**
 * What every page shows of the cookie choice: whether the banner and the "choose categories"
 * dialog are open, the banner's two answers and the way to the dialog (the dialog's own
 * view-model, loaded with it: consent.view.ts).
 */
export const connectConsent = (snapshot: ConsentSnapshot, send: ConsentSend) => ({
  bannerVisible: selectBannerVisible(snapshot),
  dialogOpen: selectDialogOpen(snapshot),
  acceptAll: () => send({ type: 'consent.acceptAll' }),
  rejectAll: () => send({ type: 'consent.rejectAll' }),
  customise: () => send({ type: 'consent.customise' }),
});
