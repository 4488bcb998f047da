import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine.ts';
import type { ConsentCategory } from './consent.types.ts';

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/**
 * True while no valid choice exists (not while storage is still being read). The banner
 * stays behind the "choose categories" dialog it opened, so cancelling returns to it.
 */
export const selectBannerVisible = (snapshot: ConsentSnapshot) =>
  snapshot.hasTag('banner') || (snapshot.hasTag('dialog') && snapshot.context.choice === null);
/** The stored choice has been read (whatever it held): the first render may ask. */
export const selectConsentSettled = (snapshot: ConsentSnapshot) => !snapshot.matches('loading');
export const selectDialogOpen = (snapshot: ConsentSnapshot) => snapshot.hasTag('dialog');
export const selectDraft = (snapshot: ConsentSnapshot) => snapshot.context.draft;
export const selectChoice = (snapshot: ConsentSnapshot) => snapshot.context.choice;

/** Whether the visitor allowed a category. Ask this before loading anything optional. */
export const selectAllows = (category: ConsentCategory) => (snapshot: ConsentSnapshot) => snapshot.context.choice?.[category] === true;
