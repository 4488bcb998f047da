import type { SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent.machine.ts';
import type { ConsentCategory } from './consent.types.ts';

// What code other than views asks of the consent actor (views read consent.connect.ts).

type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/** The stored choice has been read (whatever it held): the first render may ask. */
export const selectConsentSettled = (snapshot: ConsentSnapshot) => !snapshot.matches('loading');

/** Whether the visitor allowed a category. Ask this before loading anything optional. */
export const selectAllows = (category: ConsentCategory) => (snapshot: ConsentSnapshot) => snapshot.context.choice?.[category] === true;
