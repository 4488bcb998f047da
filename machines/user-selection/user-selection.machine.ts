import { assign, sendTo, setup } from 'xstate';
import type { UserSelectionContext, UserSelectionEvent, UserSelectionInput } from './user-selection.types.ts';

const without = (ids: readonly string[], removed: readonly string[]) => ids.filter((id) => !removed.includes(id));
const union = (ids: readonly string[], added: readonly string[]) => [...ids, ...added.filter((id) => !ids.includes(id))];
const allIn = (ids: readonly string[], container: readonly string[]) => ids.every((id) => container.includes(id));

/**
 * Row selection and bulk delete on User Management. Rows are selected one by one
 * or all shown at once; "Delete selected" asks once, naming the count, and a confirmation
 * sends the ids to the users actor (given through `input`), which removes them and toasts.
 */
export const userSelectionMachine = setup({
  types: {
    context: {} as UserSelectionContext,
    events: {} as UserSelectionEvent,
    input: {} as UserSelectionInput,
  },
  guards: {
    /** Unselecting the only selected row leaves nothing selected. */
    unselectsLast: ({ context, event }) =>
      event.type === 'selection.toggle' && context.selected.length === 1 && context.selected[0] === event.userId,
    hasRows: ({ event }) => event.type === 'selection.toggleAll' && event.userIds.length > 0,
    /** Every given row is selected already, and nothing else is: unselecting them empties the selection. */
    unselectsAll: ({ context, event }) =>
      event.type === 'selection.toggleAll' &&
      event.userIds.length > 0 &&
      allIn(event.userIds, context.selected) &&
      allIn(context.selected, event.userIds),
    allSelected: ({ context, event }) =>
      event.type === 'selection.toggleAll' && event.userIds.length > 0 && allIn(event.userIds, context.selected),
    anyShownSelected: ({ context, event }) =>
      event.type === 'selection.delete' && context.selected.some((id) => event.userIds.includes(id)),
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'selection.toggle') return {};
      return {
        selected: context.selected.includes(event.userId) ? without(context.selected, [event.userId]) : [...context.selected, event.userId],
      };
    }),
    selectAll: assign(({ context, event }) =>
      event.type === 'selection.toggleAll' ? { selected: union(context.selected, event.userIds) } : {},
    ),
    unselectAll: assign(({ context, event }) =>
      event.type === 'selection.toggleAll' ? { selected: without(context.selected, event.userIds) } : {},
    ),
    clear: assign({ selected: [], pending: [] }),
    holdPending: assign(({ context, event }) =>
      event.type === 'selection.delete' ? { pending: context.selected.filter((id) => event.userIds.includes(id)) } : {},
    ),
    dropPending: assign({ pending: [] }),
    deletePending: sendTo(
      ({ context }) => context.users,
      ({ context }) => ({ type: 'users.deleteMany' as const, userIds: context.pending }),
    ),
  },
}).createMachine({
  id: 'userSelection',
  context: ({ input }) => ({ selected: [], pending: [], users: input.users }),
  initial: 'none',
  states: {
    none: {
      description: 'No row is selected; the bulk actions are hidden.',
      on: {
        'selection.toggle': { target: 'some', actions: 'toggle' },
        'selection.toggleAll': { guard: 'hasRows', target: 'some', actions: 'selectAll' },
      },
    },
    some: {
      description: 'One or more rows are selected; "Delete selected" and "Clear selection" are offered.',
      on: {
        'selection.toggle': [{ guard: 'unselectsLast', target: 'none', actions: 'clear' }, { actions: 'toggle' }],
        'selection.toggleAll': [
          { guard: 'unselectsAll', target: 'none', actions: 'clear' },
          { guard: 'allSelected', actions: 'unselectAll' },
          { guard: 'hasRows', actions: 'selectAll' },
        ],
        'selection.clear': { target: 'none', actions: 'clear' },
        'selection.delete': { guard: 'anyShownSelected', target: 'confirmingDelete', actions: 'holdPending' },
      },
    },
    confirmingDelete: {
      description: 'Asking once: "Are you sure you want to delete these users ({count})? This action cannot be undone."',
      tags: ['dialogOpen'],
      on: {
        'dialog.confirm': { target: 'none', actions: ['deletePending', 'clear'] },
        'dialog.cancel': { target: 'some', actions: 'dropPending' },
      },
    },
  },
});
