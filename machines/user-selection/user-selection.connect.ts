import type { SnapshotFrom } from 'xstate';
import type { userSelectionMachine } from './user-selection.machine.ts';
import type { UserSelectionEvent } from './user-selection.types.ts';

type SelectionSnapshot = SnapshotFrom<typeof userSelectionMachine>;
type SelectionSend = (event: UserSelectionEvent) => void;

/** The header checkbox: every selectable row shown is selected, some shown rows are, or none. */
export type SelectAllState = 'none' | 'some' | 'all';

/**
 * What the user list shows of the selection, given the rows it shows (after search and
 * filters) and the signed-in admin's own row, which can never be selected: which rows may be,
 * how many of those shown are selected, the header checkbox's state; a row's box, the header's
 * box, Clear selection and Delete selected (the rows shown).
 */
export const connectUserSelection = (
  snapshot: SelectionSnapshot,
  send: SelectionSend,
  shownIds: readonly string[],
  selfId: string | null,
) => {
  const { selected } = snapshot.context;
  const selectable = shownIds.filter((id) => id !== selfId);
  const shownSelected = selected.filter((id) => shownIds.includes(id)).length;
  const allState: SelectAllState =
    selectable.length > 0 && selectable.every((id) => selected.includes(id)) ? 'all' : shownSelected > 0 ? 'some' : 'none';
  return {
    selected,
    selectable,
    shownSelected,
    allState,
    toggle: (userId: string) => send({ type: 'selection.toggle', userId }),
    toggleAll: () => send({ type: 'selection.toggleAll', userIds: selectable }),
    clear: () => send({ type: 'selection.clear' }),
    deleteShown: () => send({ type: 'selection.delete', userIds: shownIds }),
  };
};

/** The bulk delete's question: open or not, how many users it names; confirming or not. */
export const connectBulkDelete = (snapshot: SelectionSnapshot, send: SelectionSend) => ({
  open: snapshot.matches('confirmingDelete'),
  count: snapshot.context.pending.length,
  confirm: () => send({ type: 'dialog.confirm' }),
  cancel: () => send({ type: 'dialog.cancel' }),
});
