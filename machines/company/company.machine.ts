import { assign, fromPromise, sendTo, setup } from 'xstate';
import { text, type I18nText } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import type { CompanyContext, CompanyEvent, CompanyInput, CredentialField } from './company.types.ts';

// One sentence per credential (languages inflect them differently), named with text() so
// tests/unit/text-keys.test.ts checks them.
const COPIED: Record<CredentialField, I18nText> = {
  apiKey: text('company:toast.copied.apiKey'),
  apiSecret: text('company:toast.copied.apiSecret'),
};

/**
 * Company Settings (SPEC §2): the two forms only confirm with a mock toast (nothing is
 * persisted); the API secret is masked until revealed, can be copied with the API key, and
 * can be regenerated into a new-looking value held for this visit only. Copying and
 * generating are effects provided by the view (clipboard adapter, random source).
 */
export const companyMachine = setup({
  types: {
    context: {} as CompanyContext,
    events: {} as CompanyEvent,
    input: {} as CompanyInput,
  },
  actors: {
    /** Writes the text to the clipboard; rejects when the browser refuses. */
    copyText: fromPromise<void, { text: string }>(async () => undefined),
    /** Resolves with a freshly generated secret. */
    createSecret: fromPromise<string>(async () => ''),
  },
  actions: {
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
    rememberCopying: assign(({ event }) => (event.type === 'company.copy' ? { copying: event.field } : {})),
    forgetCopying: assign({ copying: null }),
    storeSecret: assign((_, params: { secret: string }) => ({ apiSecret: params.secret })),
  },
}).createMachine({
  id: 'company',
  type: 'parallel',
  context: ({ input }) => ({ ...input, copying: null }),
  on: {
    'company.save': {
      actions: {
        type: 'notify',
        params: { toast: { title: text('company:toast.saved.title'), description: text('company:toast.saved.description') } },
      },
    },
  },
  states: {
    visibility: {
      description: 'Whether the API secret is shown in clear.',
      initial: 'masked',
      states: {
        masked: {
          description: 'The secret shows as dots.',
          on: { 'company.secret.toggle': { target: 'revealed' } },
        },
        revealed: {
          description: 'The secret is shown in clear.',
          tags: ['secretRevealed'],
          on: { 'company.secret.toggle': { target: 'masked' } },
        },
      },
    },
    secret: {
      description: 'The API secret value.',
      initial: 'current',
      states: {
        current: {
          description: 'The secret in use for this visit.',
          on: { 'company.secret.regenerate': { target: 'regenerating' } },
        },
        regenerating: {
          description: 'Making a new secret; the old one stays until it is ready.',
          tags: ['regenerating'],
          invoke: {
            id: 'createSecret',
            src: 'createSecret',
            onDone: {
              target: 'current',
              actions: [
                { type: 'storeSecret', params: ({ event }) => ({ secret: event.output }) },
                {
                  type: 'notify',
                  params: {
                    toast: { title: text('company:toast.regenerated.title'), description: text('company:toast.regenerated.description') },
                  },
                },
              ],
            },
            onError: {
              target: 'current',
              actions: {
                type: 'notify',
                params: {
                  toast: {
                    title: text('company:toast.regenerateFailed.title'),
                    description: text('company:toast.regenerateFailed.description'),
                    variant: 'destructive',
                  },
                },
              },
            },
          },
        },
      },
    },
    clipboard: {
      description: 'Copying a credential.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being copied.',
          on: { 'company.copy': { target: 'copying', actions: 'rememberCopying' } },
        },
        copying: {
          description: 'Writing the chosen credential to the clipboard.',
          tags: ['copying'],
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.copying === 'apiKey' ? context.apiKey : context.apiSecret }),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    toast: {
                      title: text('company:toast.copied.title'),
                      description: COPIED[context.copying ?? 'apiKey'],
                    },
                  }),
                },
                'forgetCopying',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: {
                    toast: {
                      title: text('company:toast.copyFailed.title'),
                      description: text('company:toast.copyFailed.description'),
                      variant: 'destructive',
                    },
                  },
                },
                'forgetCopying',
              ],
            },
          },
        },
      },
    },
  },
});
