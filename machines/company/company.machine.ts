import { assign, fromPromise, sendTo, setup } from 'xstate';
import { text, type I18nText } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import {
  COMPANY_FIELDS,
  type CompanyContext,
  type CompanyErrors,
  type CompanyEvent,
  type CompanyField,
  type CompanyForm,
  type CompanyInput,
  type CredentialField,
} from './company.types.ts';

/** Every company field is required; a blank one is named with the same message. */
export function checkCompanyForm(form: CompanyForm, values: Readonly<Record<string, string>>): CompanyErrors {
  const errors: CompanyErrors = {};
  for (const field of COMPANY_FIELDS[form]) if ((values[field] ?? '').trim() === '') errors[field] = text('company:errors.required');
  return errors;
}

// One sentence per credential (languages inflect them differently), named with text() so
// their keys are type-checked.
const COPIED: Record<CredentialField, I18nText> = {
  apiKey: text('company:toast.copied.apiKey'),
  apiSecret: text('company:toast.copied.apiSecret'),
};

/**
 * Company Settings (SPEC §2): the two forms only confirm with a mock toast (nothing is
 * persisted); the API secret is masked until revealed, can be copied with the API key, and
 * can be regenerated into a new-looking value held for this visit only. Copying, generating
 * and focus are effects provided by src/adapters/company.live.ts (clipboard, random source).
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
    /** The required-field check of one form (pure; an invoked step so it is a visible state). */
    checkCompany: fromPromise<CompanyErrors, { form: CompanyForm; values: Readonly<Record<string, string>> }>(async ({ input }) =>
      checkCompanyForm(input.form, input.values),
    ),
  },
  actions: {
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
    rememberCopying: assign(({ event }) => (event.type === 'company.copy' ? { copying: event.field } : {})),
    forgetCopying: assign({ copying: null }),
    storeSecret: assign((_, params: { secret: string }) => ({ apiSecret: params.secret })),
    rememberSaving: assign(({ event }) => (event.type === 'company.save' ? { saving: { form: event.form, values: event.values } } : {})),
    /** The checked form's marks are replaced by this attempt's; the other form's stay. */
    storeErrors: assign(({ context }, params: { errors: CompanyErrors }) => {
      const checked: readonly CompanyField[] = COMPANY_FIELDS[context.saving?.form ?? 'legalEntity'];
      const kept = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !checked.includes(field as CompanyField)));
      return { errors: { ...kept, ...params.errors }, saving: null };
    }),
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'company.change' || !context.errors[event.field]) return {};
      const changed = event.field;
      return { errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== changed)) };
    }),
    /** Provided by src/adapters (company.dom.ts): moves keyboard focus to the first rejected field. */
    focusField: (_, _params: { field: CompanyField }) => {},
  },
  guards: {
    hasErrors: (_, params: { errors: CompanyErrors }) => Object.keys(params.errors).length > 0,
  },
}).createMachine({
  id: 'company',
  type: 'parallel',
  context: ({ input }) => ({ ...input, copying: null, errors: {}, saving: null }),
  on: {
    'company.change': { actions: 'clearFieldError' },
  },
  states: {
    forms: {
      description: 'The Legal Entity and Address forms: checked on save, then the mock toast.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The admin edits; a rejected field stays marked until it changes.',
          on: { 'company.save': { target: 'checking', actions: 'rememberSaving' } },
        },
        checking: {
          description: 'Checking that every field of the saved form is filled in.',
          invoke: {
            id: 'checkCompany',
            src: 'checkCompany',
            input: ({ context }) => ({ form: context.saving?.form ?? 'legalEntity', values: context.saving?.values ?? {} }),
            onDone: [
              {
                guard: { type: 'hasErrors', params: ({ event }) => ({ errors: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'storeErrors', params: ({ event }) => ({ errors: event.output }) },
                  {
                    type: 'focusField',
                    params: ({ event }) => ({ field: Object.keys(event.output)[0] as CompanyField }),
                  },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'storeErrors', params: { errors: {} } },
                  {
                    type: 'notify',
                    params: { toast: { title: text('company:toast.saved.title'), description: text('company:toast.saved.description') } },
                  },
                ],
              },
            ],
          },
        },
      },
    },
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
