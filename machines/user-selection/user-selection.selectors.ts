import type { SnapshotFrom } from 'xstate';
import type { userSelectionMachine } from './user-selection.machine.ts';

type SelectionSnapshot = SnapshotFrom<typeof userSelectionMachine>;

export const selectSelectedIds = (snapshot: SelectionSnapshot) => snapshot.context.selected;
export const selectPendingCount = (snapshot: SelectionSnapshot) => snapshot.context.pending.length;
export const selectIsConfirmingDelete = (snapshot: SelectionSnapshot) => snapshot.matches('confirmingDelete');

/** The header checkbox: every selectable row shown is selected, some shown rows are, or none. */
export type SelectAllState = 'none' | 'some' | 'all';

/**
 * What the user list shows of the selection, given the rows it shows (after search and
 * filters) and the signed-in admin's own row, which can never be selected: which rows may be,
 * how many of those shown are selected, and the header checkbox's state.
 */
export const selectSelectionView = (shownIds: readonly string[], selfId: string | null) => (snapshot: SelectionSnapshot) => {
  const { selected } = snapshot.context;
  const selectable = shownIds.filter((id) => id !== selfId);
  const shownSelected = selected.filter((id) => shownIds.includes(id)).length;
  const allState: SelectAllState =
    selectable.length > 0 && selectable.every((id) => selected.includes(id)) ? 'all' : shownSelected > 0 ? 'some' : 'none';
  return { selected, selectable, shownSelected, allState };
};

/** The bulk delete's question: open or not, and how many users it names. */
export const selectBulkDeleteView = (snapshot: SelectionSnapshot) => ({
  open: selectIsConfirmingDelete(snapshot),
  count: selectPendingCount(snapshot),
});
