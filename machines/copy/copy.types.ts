import type { ActorRefFrom } from 'xstate';
import type { toastMachine } from '../toast/toast.machine.ts';
import type { ToastInput } from '../toast/toast.types.ts';

export interface CopyInput {
  /** The app's toast queue: each copy ends with a toast that says whether it worked. */
  readonly toast: ActorRefFrom<typeof toastMachine>;
}

/** Copy `text`, and say `copied` once it is on the clipboard. */
export type CopyEvent = { type: 'copy.text'; text: string; copied: ToastInput };
