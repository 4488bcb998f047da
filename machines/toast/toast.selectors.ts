import type { SnapshotFrom } from 'xstate';
import type { toastMachine } from './toast.machine.ts';

type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export const selectCurrentToast = (snapshot: ToastSnapshot) => snapshot.context.current;
