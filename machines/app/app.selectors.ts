import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../auth/auth.machine.ts';
import type { consentMachine } from '../consent/consent.machine.ts';
import type { navMachine } from '../nav/nav.machine.ts';
import type { schedulingMachine } from '../scheduling/scheduling.machine.ts';
import type { sectionScrollMachine } from '../section-scroll/section-scroll.machine.ts';
import type { toastMachine } from '../toast/toast.machine.ts';
import type { appMachine } from './app.machine.ts';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

/** The long-lived children, typed. They exist for as long as the root actor runs. */
export interface AppActors {
  readonly auth: ActorRefFrom<typeof authMachine>;
  readonly toast: ActorRefFrom<typeof toastMachine>;
  readonly nav: ActorRefFrom<typeof navMachine>;
  readonly sectionScroll: ActorRefFrom<typeof sectionScrollMachine>;
  readonly consent: ActorRefFrom<typeof consentMachine>;
  readonly scheduling: ActorRefFrom<typeof schedulingMachine>;
}

export function getAppActors(app: AppActorRef): AppActors {
  const { children } = app.getSnapshot();
  const { auth, toast, nav, sectionScroll, consent, scheduling } = children;
  if (!auth || !toast || !nav || !sectionScroll || !consent || !scheduling)
    throw new Error('The app actor has no long-lived children: was it created from appMachine?');
  return { auth, toast, nav, sectionScroll, consent, scheduling };
}
