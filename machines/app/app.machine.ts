import { sendTo, setup, type AnyActorLogic, type InputFrom } from 'xstate';
import { authMachine } from '../auth/auth.machine.ts';
import { consentMachine } from '../consent/consent.machine.ts';
import { navMachine } from '../nav/nav.machine.ts';
import { schedulingMachine } from '../scheduling/scheduling.machine.ts';
import { sectionScrollMachine } from '../section-scroll/section-scroll.machine.ts';
import { toastMachine } from '../toast/toast.machine.ts';

export type AppEvent = { type: 'route.changed'; pathname: string };

interface AppContext {
  readonly initialPathname: string;
}

/** Reads the input an app-wide actor starts from out of the root's context. */
type AppActorInput<TLogic extends AnyActorLogic> = (context: AppContext) => InputFrom<TLogic>;

/** One app-wide actor: its logic and, when its machine takes input (and only then), that input. */
function appActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...input: undefined extends InputFrom<TLogic> ? [] : [AppActorInput<TLogic>]
): { logic: TLogic; input?: AppActorInput<TLogic> } {
  return input[0] ? { logic, input: input[0] } : { logic };
}

/**
 * The app-wide actors, in the order they start. Each is invoked under its name as id and
 * systemId; `AppActors` and `getAppActors` (app.selectors.ts) are derived from this map, and
 * src/adapters/app.live.ts provides the live versions of those with effects.
 */
export const APP_ACTORS = {
  auth: appActor(authMachine),
  toast: appActor(toastMachine),
  nav: appActor(navMachine),
  sectionScroll: appActor(sectionScrollMachine, (context) => ({ pathname: context.initialPathname })),
  // Consent before scheduling: the scheduling actor follows the consent actor from its start.
  consent: appActor(consentMachine),
  scheduling: appActor(schedulingMachine),
};

export type AppActorName = keyof typeof APP_ACTORS;
export const APP_ACTOR_NAMES = Object.keys(APP_ACTORS) as AppActorName[];
type AppActorLogic = { [Name in AppActorName]: (typeof APP_ACTORS)[Name]['logic'] };

const appActorLogic = Object.fromEntries(APP_ACTOR_NAMES.map((name) => [name, APP_ACTORS[name].logic])) as AppActorLogic;

/** What the root invokes for one app-wide actor: the machine's own invoke config, per name. */
type AppActorInvoke = {
  [Name in AppActorName]: { id: Name; systemId: Name; src: Name } & (undefined extends InputFrom<AppActorLogic[Name]>
    ? { input?: never }
    : { input: (args: { context: AppContext }) => InputFrom<AppActorLogic[Name]> });
}[AppActorName];

function invokeAppActor(name: AppActorName): AppActorInvoke {
  const { input } = APP_ACTORS[name];
  // TypeScript cannot tie `input` to `name` here; appActor() checked the pair where it was declared.
  return { id: name, systemId: name, src: name, ...(input ? { input: ({ context }) => input(context) } : {}) } as AppActorInvoke;
}

/**
 * The root actor. It lives for the whole visit, starts the long-lived actors and relays
 * route changes to them. Views reach a child through `app.system.get(systemId)`.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as { pathname: string },
  },
  actors: appActorLogic,
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ initialPathname: input.pathname }),
  invoke: APP_ACTOR_NAMES.map(invokeAppActor),
  on: {
    'route.changed': {
      actions: [
        sendTo('nav', { type: 'nav.navigated' }),
        sendTo('sectionScroll', ({ event }) => ({ type: 'route.changed', pathname: event.pathname })),
      ],
    },
  },
});
