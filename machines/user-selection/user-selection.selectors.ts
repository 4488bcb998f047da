import type { SnapshotFrom } from 'xstate';
import type { userSelectionMachine } from './user-selection.machine.ts';

type SelectionSnapshot = SnapshotFrom<typeof userSelectionMachine>;

export const selectSelectedIds = (snapshot: SelectionSnapshot) => snapshot.context.selected;
export const selectPendingCount = (snapshot: SelectionSnapshot) => snapshot.context.pending.length;
export const selectIsConfirmingDelete = (snapshot: SelectionSnapshot) => snapshot.matches('confirmingDelete');
