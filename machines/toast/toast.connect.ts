import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from './toast.machine.ts';
import type { ToastEvent, ToastInput } from './toast.types.ts';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;
type Send = (event: ToastEvent) => void;

/** The toaster: the toast shown now; pointer and focus on it pause its timer, its button closes it. */
export const connectToast = (snapshot: ToastSnapshot, send: Send) => ({
  current: snapshot.context.current,
  pause: () => send({ type: 'toast.pause' }),
  resume: () => send({ type: 'toast.resume' }),
  dismiss: () => send({ type: 'toast.dismiss' }),
});

/**
 * A view that raises toasts and shows none (a page's mock actions, an export): only the
 * handler, so no toast coming or going renders it again.
 */
export const connectToastSender = (_snapshot: ToastSnapshot, send: Send) => ({
  show: (toast: ToastInput) => send({ type: 'toast.show', toast }),
});
