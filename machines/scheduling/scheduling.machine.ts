import { assign, enqueueActions, fromCallback, fromPromise, setup, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import type { consentMachine } from '../consent/consent.machine.ts';
import { selectAllows } from '../consent/consent.selectors.ts';
import type { SchedulingContext, SchedulingEvent } from './scheduling.types.ts';

/** How long the booking page may take before the modal offers the plain link instead. */
export const EMBED_TIMEOUT_MS = 15_000;

type ConsentRef = ActorRefFrom<typeof consentMachine>;
const consentOf = (system: { get: (id: string) => AnyActorRef | undefined }) => system.get('consent') as ConsentRef | undefined;

/**
 * The "Book a meeting" modal around a third-party booking page (SPEC §2). The widget is an
 * optional third-party embed: until the visitor allows it, the modal explains why and offers
 * "Allow and load" or the booking page in a new tab. Loading succeeds when the page is
 * reachable and the iframe has loaded; an unreachable page or a timeout shows the plain link.
 * (An iframe fires `load` even for a browser error page, hence the separate reachability check.)
 */
export const schedulingMachine = setup({
  types: {
    context: {} as SchedulingContext,
    events: {} as SchedulingEvent,
  },
  delays: {
    embedTimeout: EMBED_TIMEOUT_MS,
  },
  actors: {
    /** Follows the consent actor (system id `consent`) and reports the scheduling choice. */
    watchConsent: fromCallback<EventObject>(({ system, sendBack }) => {
      const consent = consentOf(system);
      if (!consent) return undefined;
      let last: boolean | undefined;
      const report = (snapshot: ReturnType<ConsentRef['getSnapshot']>) => {
        const allowed = selectAllows('scheduling')(snapshot);
        if (allowed === last) return;
        last = allowed;
        sendBack({ type: 'scheduling.consentChanged', allowed });
      };
      report(consent.getSnapshot());
      const subscription = consent.subscribe(report);
      return () => subscription.unsubscribe();
    }),
    /** Provided by src/adapters: resolves when the booking page answers, rejects otherwise. */
    checkBookingPage: fromPromise<void>(async () => undefined),
  },
  guards: {
    isAllowed: ({ context }) => context.allowed,
    eventAllows: ({ event }) => event.type === 'scheduling.consentChanged' && event.allowed,
  },
  actions: {
    rememberConsent: assign(({ event }) => (event.type === 'scheduling.consentChanged' ? { allowed: event.allowed } : {})),
    grantConsent: enqueueActions(({ enqueue, system }) => {
      const consent = consentOf(system);
      if (consent) enqueue.sendTo(consent, { type: 'consent.allow', category: 'scheduling' });
    }),
  },
}).createMachine({
  id: 'scheduling',
  context: { allowed: false },
  invoke: { id: 'watchConsent', src: 'watchConsent' },
  initial: 'closed',
  on: {
    'scheduling.consentChanged': { actions: 'rememberConsent' },
  },
  states: {
    closed: {
      description: 'Nothing on screen.',
      on: {
        'scheduling.open': [{ guard: 'isAllowed', target: 'open.loading' }, { target: 'open.awaitingConsent' }],
      },
    },
    open: {
      description: 'The modal is on screen; its close button, the backdrop and Escape close it.',
      tags: ['open'],
      initial: 'awaitingConsent',
      on: {
        'scheduling.close': { target: 'closed' },
        // Consent withdrawn while open: stop showing the widget.
        'scheduling.consentChanged': [
          { guard: 'eventAllows', actions: 'rememberConsent' },
          { target: '.awaitingConsent', actions: 'rememberConsent' },
        ],
      },
      states: {
        awaitingConsent: {
          description: 'Explains that the calendar is a third-party embed; offers "Allow and load" or a new tab.',
          on: {
            'scheduling.allow': { actions: 'grantConsent' },
            'scheduling.consentChanged': [
              { guard: 'eventAllows', target: 'loading', actions: 'rememberConsent' },
              { actions: 'rememberConsent' },
            ],
          },
        },
        loading: {
          description: 'The iframe is loading while the booking page is checked for reachability.',
          tags: ['embedded', 'busy'],
          type: 'parallel',
          after: { embedTimeout: { target: 'failed' } },
          onDone: { target: 'loaded' },
          on: {
            'scheduling.frameFailed': { target: 'failed' },
          },
          states: {
            reachability: {
              description: 'Does the booking page answer at all?',
              initial: 'checking',
              states: {
                checking: {
                  invoke: {
                    id: 'checkBookingPage',
                    src: 'checkBookingPage',
                    onDone: { target: 'reachable' },
                    onError: { target: '#scheduling.open.failed' },
                  },
                },
                reachable: { type: 'final' },
              },
            },
            frame: {
              description: 'Has the iframe finished loading?',
              initial: 'waiting',
              states: {
                waiting: {
                  on: { 'scheduling.frameLoaded': { target: 'shown' } },
                },
                shown: { type: 'final' },
              },
            },
          },
        },
        loaded: {
          description: 'The booking calendar is shown.',
          tags: ['embedded'],
        },
        failed: {
          description: 'The calendar did not load in time or could not be reached: a plain link to the booking page.',
          on: {
            'scheduling.retry': { target: 'loading' },
          },
        },
      },
    },
  },
});
