import { assign, fromPromise, sendTo, setup } from 'xstate';
import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import type { CopyEvent, CopyInput } from './copy.types.ts';

const FAILED: ToastInput = {
  variant: 'destructive',
  title: text('apis:page.copyFailed'),
  description: text('apis:page.copyFailedDescription'),
};

/**
 * The API pages' copy buttons (code samples, the playground's curl, the inbox URL): the text goes
 * to the clipboard and a toast says so, or that the browser refused. src/adapters/copy.live.ts
 * provides the clipboard.
 */
export const copyMachine = setup({
  types: { context: {} as CopyInput & { pending: CopyEvent | null }, input: {} as CopyInput, events: {} as CopyEvent },
  actors: {
    /** Provided by src/adapters: writes the text to the clipboard (rejects when the browser refuses). */
    copyText: fromPromise<void, { text: string }>(async () => undefined),
  },
  actions: {
    rememberCopy: assign(({ event }) => ({ pending: event })),
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
  },
}).createMachine({
  id: 'copy',
  context: ({ input }) => ({ ...input, pending: null }),
  initial: 'idle',
  // A second tap copies again, the latest text (a panel's text may have changed in between).
  on: { 'copy.text': { target: '.copying', reenter: true, actions: 'rememberCopy' } },
  states: {
    idle: { description: 'Nothing being copied.' },
    copying: {
      description: 'Writing the text to the clipboard.',
      invoke: {
        id: 'copyText',
        src: 'copyText',
        input: ({ context }) => ({ text: context.pending?.text ?? '' }),
        onDone: { target: 'idle', actions: { type: 'notify', params: ({ context }) => ({ toast: context.pending?.copied ?? FAILED }) } },
        onError: { target: 'idle', actions: { type: 'notify', params: { toast: FAILED } } },
      },
    },
  },
});
