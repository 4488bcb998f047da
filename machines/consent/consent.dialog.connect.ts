import { connectConsent, type ConsentSend, type ConsentSnapshot } from './consent.connect.ts';
import type { ConsentCategory } from './consent.types.ts';

/**
 * "Choose categories": the switches' draft, each switch, and the dialog's buttons. Kept out of
 * the flow's index, with the dialog's own code, which every page loads only when it is opened.
 */
export const connectConsentDialog = (snapshot: ConsentSnapshot, send: ConsentSend) => {
  const { acceptAll, rejectAll } = connectConsent(snapshot, send);
  return {
    draft: snapshot.context.draft,
    toggle: (category: ConsentCategory, allowed: boolean) => send({ type: 'consent.toggle', category, allowed }),
    save: () => send({ type: 'consent.save' }),
    cancel: () => send({ type: 'consent.cancel' }),
    acceptAll,
    rejectAll,
  };
};
