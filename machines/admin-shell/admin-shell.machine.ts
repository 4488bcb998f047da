import { fromCallback, fromPromise, sendTo, setup, waitFor } from 'xstate';
import { text, type I18nText } from '../shared/text.ts';
import { notImplementedToast } from '../toast/toast.presets.ts';
import type { AccountPlaceholder, AdminShellContext, AdminShellEvent, AdminShellInput } from './admin-shell.types.ts';

const PLACEHOLDER_ITEMS: Record<AccountPlaceholder, I18nText> = {
  profile: text('admin:shell.account.profileItem'),
  settings: text('admin:shell.account.settingsItem'),
};

/**
 * The console frame around every admin page: the navigation drawer of small screens and the
 * account menu. Logging out goes through the app's auth actor; src/adapters/admin-shell.live.ts
 * provides the router side (route changes in, navigation out).
 */
export const adminShellMachine = setup({
  types: {
    context: {} as AdminShellContext,
    events: {} as AdminShellEvent,
    input: {} as AdminShellInput,
  },
  actors: {
    /** Provided by src/adapters (the router): reports every route change while the drawer is open. */
    watchRoute: fromCallback<AdminShellEvent>(() => undefined),
    /** Settles once the auth actor has removed the session. */
    waitForSignOut: fromPromise<void, { auth: AdminShellInput['auth'] }>(async ({ input, signal }) => {
      await waitFor(input.auth, (state) => state.matches('unauthenticated'), { signal });
    }),
  },
  actions: {
    showPlaceholderToast: sendTo(
      ({ context }) => context.toast,
      (_, params: { item: AccountPlaceholder }) => ({
        type: 'toast.show' as const,
        toast: notImplementedToast(PLACEHOLDER_ITEMS[params.item]),
      }),
    ),
    endSession: sendTo(({ context }) => context.auth, { type: 'auth.logout' as const }),
    /** Provided by src/adapters (the router): navigation to the public home page. */
    leaveConsole: () => {},
  },
}).createMachine({
  id: 'adminShell',
  context: ({ input }) => ({ auth: input.auth, toast: input.toast }),
  type: 'parallel',
  states: {
    drawer: {
      description: 'The navigation drawer of small screens (a fixed sidebar from md up).',
      initial: 'closed',
      states: {
        closed: {
          description: 'Folded away; the menu button opens it.',
          on: { 'drawer.open': { target: 'open' } },
        },
        open: {
          description: 'Shown over the page; a link, Escape, the backdrop or the close button folds it.',
          tags: ['drawerOpen'],
          invoke: { id: 'watchRoute', src: 'watchRoute' },
          on: {
            'drawer.close': { target: 'closed' },
            'route.changed': { target: 'closed' },
          },
        },
      },
    },
    account: {
      description: 'The account menu in the top bar.',
      initial: 'signedIn',
      states: {
        signedIn: {
          description: 'Profile and Settings are placeholders; Log out ends the session.',
          on: {
            'account.placeholder': { actions: { type: 'showPlaceholderToast', params: ({ event }) => ({ item: event.item }) } },
            'account.logout': { target: 'signingOut' },
          },
        },
        signingOut: {
          description: 'The auth actor removes the stored session.',
          tags: ['signingOut'],
          entry: 'endSession',
          invoke: {
            id: 'waitForSignOut',
            src: 'waitForSignOut',
            input: ({ context }) => ({ auth: context.auth }),
            onDone: { target: 'signedOut' },
            // Removing a key cannot fail in a way the admin can fix: leave anyway.
            onError: { target: 'signedOut' },
          },
        },
        signedOut: {
          description: 'Session gone: back to the public home page.',
          type: 'final',
          entry: 'leaveConsole',
        },
      },
    },
  },
});
