import { and, assign, sendTo, setup, stateIn } from 'xstate';
import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import type { TwoFactorContext, TwoFactorEvent, TwoFactorInput } from './two-factor.types.ts';

/** The mock toasts of this page: nothing is sent, the admin is told what would happen. */
const toasts = {
  enabled: { title: text('security:toast.enabled.title'), description: text('security:toast.enabled.description') },
  disabled: { title: text('security:toast.disabled.title'), description: text('security:toast.disabled.description') },
  authenticatorReset: {
    title: text('security:toast.authenticatorReset.title'),
    description: text('security:toast.authenticatorReset.description'),
  },
  authenticatorVerified: {
    title: text('security:toast.authenticatorVerified.title'),
    description: text('security:toast.authenticatorVerified.description'),
  },
  codeSent: (phone: string): ToastInput => ({
    title: text('security:toast.codeSent.title'),
    description: text('security:toast.codeSent.description', { phone }),
  }),
} satisfies Record<string, ToastInput | ((phone: string) => ToastInput)>;

/**
 * Login and Security settings (SPEC §4, §5). Two-factor authentication starts on; while it
 * is off the authenticator and SMS settings are dimmed and refuse every change, but keep
 * what they held. The authenticator starts configured; resetting it asks for a new scan.
 * Every change is a mock toast; nothing is sent anywhere.
 */
export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
  },
  guards: {
    twoFactorOn: stateIn({ twoFactor: 'enabled' }),
    hasPhone: ({ context }) => context.phone.trim() !== '',
  },
  actions: {
    setPhone: assign(({ event }) => (event.type === 'sms.change' ? { phone: event.phone } : {})),
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ phone: '', toast: input.toast }),
  type: 'parallel',
  states: {
    twoFactor: {
      description: 'The two-factor switch.',
      initial: 'enabled',
      states: {
        enabled: {
          description: 'On: the authenticator and SMS settings can be used.',
          tags: ['enabled'],
          on: {
            'twoFactor.disable': { target: 'disabled', actions: { type: 'notify', params: { toast: toasts.disabled } } },
          },
        },
        disabled: {
          description: 'Off: the authenticator and SMS settings are dimmed and disabled.',
          on: {
            'twoFactor.enable': { target: 'enabled', actions: { type: 'notify', params: { toast: toasts.enabled } } },
          },
        },
      },
    },
    authenticator: {
      description: 'The authenticator app.',
      initial: 'configured',
      states: {
        configured: {
          description: 'An authenticator app is paired.',
          tags: ['authenticatorConfigured'],
          on: {
            'authenticator.reset': {
              guard: 'twoFactorOn',
              target: 'unconfigured',
              actions: { type: 'notify', params: { toast: toasts.authenticatorReset } },
            },
          },
        },
        unconfigured: {
          description: 'No app paired: the QR code waits to be scanned.',
          on: {
            'authenticator.verify': {
              guard: 'twoFactorOn',
              target: 'configured',
              actions: { type: 'notify', params: { toast: toasts.authenticatorVerified } },
            },
          },
        },
      },
    },
    sms: {
      description: 'SMS verification: any number may be typed (no format check); sending needs one.',
      on: {
        'sms.change': { guard: 'twoFactorOn', actions: 'setPhone' },
        'sms.submit': {
          guard: and(['twoFactorOn', 'hasPhone']),
          actions: { type: 'notify', params: ({ context }) => ({ toast: toasts.codeSent(context.phone.trim()) }) },
        },
      },
    },
  },
});
