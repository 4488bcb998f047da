import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { text } from '../shared/text.ts';
import type { toastMachine } from '../toast/toast.machine.ts';
import type { ToastInput } from '../toast/toast.types.ts';

export interface CopyInput {
  /** The app's toast queue: each copy ends with a toast that says whether it worked. */
  readonly toast: ActorRefFrom<typeof toastMachine>;
}

/** Copy `text`, and say `copied` once it is on the clipboard. */
export type CopyEvent = { type: 'copy.text'; text: string; copied: ToastInput };

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

/**
 * What the copy buttons call; nothing shown, so a copy renders no view again. The toasts name
 * what was copied (a sample's language, the inbox's URL).
 */
export const connectCopy = (_snapshot: SnapshotFrom<typeof copyMachine>, send: (event: CopyEvent) => void) => ({
  /** A code sample or the playground's curl, in the language it is written in. */
  copyCode: (code: string, language: string) =>
    send({
      type: 'copy.text',
      text: code,
      copied: { title: text('apis:page.copied'), description: text('apis:page.copiedDescription', { language }) },
    }),
  /** The events inbox's URL. */
  copyInboxUrl: (url: string) =>
    send({
      type: 'copy.text',
      text: url,
      copied: { title: text('apis:playground.inbox.copied'), description: text('apis:playground.inbox.copiedDescription') },
    }),
});
