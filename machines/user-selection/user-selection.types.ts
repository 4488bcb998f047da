import type { ActorRef, Snapshot } from 'xstate';

/** Anything that takes `users.deleteMany`: the page's users actor, or a recorder in tests. */
export type UsersTarget = ActorRef<Snapshot<unknown>, { type: 'users.deleteMany'; userIds: readonly string[] }>;

export interface UserSelectionInput {
  /** Where a confirmed bulk delete goes. */
  readonly users: UsersTarget;
}

export interface UserSelectionContext {
  /** Selected user ids, in the order they were selected. */
  readonly selected: readonly string[];
  /** What the open confirmation is about: the selected users that were shown when it was asked. */
  readonly pending: readonly string[];
  readonly users: UsersTarget;
}

export type UserSelectionEvent =
  /** Selects or unselects one row; the view never offers a row that cannot be deleted. */
  | { type: 'selection.toggle'; userId: string }
  /**
   * The header checkbox, given the selectable rows shown: selects them all, or, when they are
   * all selected already, unselects them.
   */
  | { type: 'selection.toggleAll'; userIds: readonly string[] }
  | { type: 'selection.clear' }
  /** Asks to delete the selected users among those shown (`userIds`). */
  | { type: 'selection.delete'; userIds: readonly string[] }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' };
