import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import { FULL_CONSENT, NO_CONSENT, parseConsentRecord, toChoice, withCategory } from './consent-record.ts';
import type { ConsentChoice, ConsentContext, ConsentEvent } from './consent.types.ts';

export const CONSENT_NOT_STORED_TOAST: ToastInput = {
  title: text('consent:notStored.title'),
  description: text('consent:notStored.description'),
  variant: 'warning',
};

/**
 * The visitor's cookie choice, app-wide. At start-up it reads the stored choice; without a
 * valid one the banner asks (accept all, reject, choose categories). The choice is stored
 * and can be changed later from the footer. Other features ask `selectAllows(category)`
 * before loading anything optional (the scheduling widget). Do Not Track is deliberately
 * not read: the cookie policy says the banner is the only signal we act on.
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** Resolves with the raw stored value (or null). */
    readStoredConsent: fromPromise<string | null>(async () => null),
    writeStoredConsent: fromPromise<void, { choice: ConsentChoice }>(async () => undefined),
  },
  guards: {
    storedChoiceIsValid: (_, params: { raw: unknown }) => parseConsentRecord(params.raw) !== null,
    hasDecided: ({ context }) => context.choice !== null,
  },
  actions: {
    rememberStoredChoice: assign((_, params: { raw: unknown }) => {
      const record = parseConsentRecord(params.raw);
      return { choice: record ? toChoice(record) : null };
    }),
    acceptAll: assign({ choice: FULL_CONSENT, draft: FULL_CONSENT }),
    rejectAll: assign({ choice: NO_CONSENT, draft: NO_CONSENT }),
    startDraft: assign(({ context }) => ({ draft: context.choice ?? NO_CONSENT })),
    toggleDraft: assign(({ context, event }) =>
      event.type === 'consent.toggle' ? { draft: withCategory(context.draft, event.category, event.allowed) } : {},
    ),
    saveDraft: assign(({ context }) => ({ choice: context.draft })),
    allowCategory: assign(({ context, event }) => {
      if (event.type !== 'consent.allow') return {};
      const choice = withCategory(context.choice ?? NO_CONSENT, event.category, true);
      return { choice, draft: choice };
    }),
    /** Tells the visitor, through the app's toast actor, that the choice holds for this visit only. */
    reportNotStored: enqueueActions(({ enqueue, system }) => {
      const toast = system.get('toast') as AnyActorRef | undefined;
      if (toast) enqueue.sendTo(toast, { type: 'toast.show', toast: CONSENT_NOT_STORED_TOAST });
    }),
  },
}).createMachine({
  id: 'consent',
  context: { choice: null, draft: NO_CONSENT },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the stored choice at start-up; nothing optional loads yet.',
      invoke: {
        id: 'readStoredConsent',
        src: 'readStoredConsent',
        onDone: [
          {
            guard: { type: 'storedChoiceIsValid', params: ({ event }) => ({ raw: event.output }) },
            target: 'decided',
            actions: { type: 'rememberStoredChoice', params: ({ event }) => ({ raw: event.output }) },
          },
          { target: 'undecided' },
        ],
        // Unreadable storage counts as "not decided": the banner asks.
        onError: { target: 'undecided' },
      },
    },
    undecided: {
      description: 'No valid choice yet: the banner asks; optional categories stay off.',
      tags: ['banner'],
      on: {
        'consent.acceptAll': { target: 'saving', actions: 'acceptAll' },
        'consent.rejectAll': { target: 'saving', actions: 'rejectAll' },
        'consent.customise': { target: 'customising', actions: 'startDraft' },
        'consent.allow': { target: 'saving', actions: 'allowCategory' },
      },
    },
    customising: {
      description: 'The "choose categories" dialog is open with one switch per category.',
      tags: ['dialog'],
      on: {
        'consent.toggle': { actions: 'toggleDraft' },
        'consent.save': { target: 'saving', actions: 'saveDraft' },
        'consent.acceptAll': { target: 'saving', actions: 'acceptAll' },
        'consent.rejectAll': { target: 'saving', actions: 'rejectAll' },
        'consent.cancel': [{ guard: 'hasDecided', target: 'decided' }, { target: 'undecided' }],
      },
    },
    saving: {
      description: 'Storing the choice; it already applies.',
      invoke: {
        id: 'writeStoredConsent',
        src: 'writeStoredConsent',
        input: ({ context }) => ({ choice: context.choice ?? NO_CONSENT }),
        onDone: { target: 'decided' },
        // The choice still holds for this visit; the banner will ask again next time.
        onError: { target: 'decided', actions: 'reportNotStored' },
      },
    },
    decided: {
      description: 'The visitor has chosen; the footer’s Cookie settings reopens the dialog.',
      on: {
        'consent.customise': { target: 'customising', actions: 'startDraft' },
        'consent.allow': { target: 'saving', actions: 'allowCategory' },
      },
    },
  },
});
