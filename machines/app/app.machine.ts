import { sendTo, setup } from 'xstate';
import { authMachine } from '../auth/auth.machine.ts';
import { consentMachine } from '../consent/consent.machine.ts';
import { navMachine } from '../nav/nav.machine.ts';
import { schedulingMachine } from '../scheduling/scheduling.machine.ts';
import { sectionScrollMachine } from '../section-scroll/section-scroll.machine.ts';
import { toastMachine } from '../toast/toast.machine.ts';

export type AppEvent = { type: 'route.changed'; pathname: string };

/**
 * The root actor. It lives for the whole visit, starts the long-lived actors and relays
 * route changes to them. Views reach a child through `app.system.get(systemId)`.
 */
export const appMachine = setup({
  types: {
    context: {} as { initialPathname: string },
    events: {} as AppEvent,
    input: {} as { pathname: string },
  },
  actors: {
    auth: authMachine,
    toast: toastMachine,
    nav: navMachine,
    sectionScroll: sectionScrollMachine,
    consent: consentMachine,
    scheduling: schedulingMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ initialPathname: input.pathname }),
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'nav', systemId: 'nav', src: 'nav' },
    {
      id: 'sectionScroll',
      systemId: 'sectionScroll',
      src: 'sectionScroll',
      input: ({ context }) => ({ pathname: context.initialPathname }),
    },
    // Consent before scheduling: the scheduling actor follows the consent actor from its start.
    { id: 'consent', systemId: 'consent', src: 'consent' },
    { id: 'scheduling', systemId: 'scheduling', src: 'scheduling' },
  ],
  on: {
    'route.changed': {
      actions: [
        sendTo('nav', { type: 'nav.navigated' }),
        sendTo('sectionScroll', ({ event }) => ({ type: 'route.changed', pathname: event.pathname })),
      ],
    },
  },
});
