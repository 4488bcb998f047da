import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  connectBulkDelete,
  connectUserSelection,
  userSelectionMachine,
  type UserSelectionEvent,
} from '../../machines/user-selection/index.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

/** The users actor, replaced by one that records the bulk deletes it is sent. */
function start() {
  const deleted: (readonly string[])[] = [];
  const users = createActor(
    fromCallback<{ type: 'users.deleteMany'; userIds: readonly string[] }>(({ receive }) => {
      receive((event) => deleted.push(event.userIds));
    }),
  ).start();
  const actor = createActor(userSelectionMachine, { input: { users }, inspect }).start();
  const send = (event: UserSelectionEvent) => actor.send(event);
  const state = () => actor.getSnapshot().value;
  const selected = () => actor.getSnapshot().context.selected;
  return { actor, send, state, selected, deleted };
}

describe('user selection machine', () => {
  it('starts with nothing selected', () => {
    const { state, selected, actor } = start();
    expect(state()).toBe('none');
    expect(selected()).toEqual([]);
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(false);
  });

  it('selects and unselects rows one by one; unselecting the last leaves nothing selected', () => {
    const { send, state, selected } = start();
    send({ type: 'selection.toggle', userId: 'usr_001' });
    expect(state()).toBe('some');
    send({ type: 'selection.toggle', userId: 'usr_002' });
    expect(selected()).toEqual(['usr_001', 'usr_002']);
    send({ type: 'selection.toggle', userId: 'usr_001' });
    expect(selected()).toEqual(['usr_002']);
    expect(state()).toBe('some');
    send({ type: 'selection.toggle', userId: 'usr_002' });
    expect(state()).toBe('none');
    expect(selected()).toEqual([]);
  });

  it('the header checkbox selects every row shown, and unselects them when all are selected', () => {
    const { send, state, selected } = start();
    send({ type: 'selection.toggleAll', userIds: [] });
    expect(state()).toBe('none');
    send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(state()).toBe('some');
    expect(selected()).toEqual(['usr_001', 'usr_002']);
    send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(state()).toBe('none');
  });

  it('with a selection beyond the rows shown, the header checkbox adds or removes only those shown', () => {
    const { send, state, selected } = start();
    send({ type: 'selection.toggle', userId: 'usr_009' });
    send({ type: 'selection.toggle', userId: 'usr_001' });
    // Not every shown row is selected: select the rest.
    send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(selected()).toEqual(['usr_009', 'usr_001', 'usr_002']);
    // All shown rows selected: unselect them, keep the one not shown.
    send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(selected()).toEqual(['usr_009']);
    expect(state()).toBe('some');
    // Nothing shown: nothing changes.
    send({ type: 'selection.toggleAll', userIds: [] });
    expect(selected()).toEqual(['usr_009']);
  });

  it('clears the selection', () => {
    const { send, state } = start();
    send({ type: 'selection.toggle', userId: 'usr_001' });
    send({ type: 'selection.clear' });
    expect(state()).toBe('none');
  });

  it('asks once before deleting the selected rows shown, and sends them to the users actor on confirm', () => {
    const { send, state, selected, deleted, actor } = start();
    send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002', 'usr_003'] });
    // A row filtered out of view is not deleted.
    send({ type: 'selection.delete', userIds: ['usr_001', 'usr_003', 'usr_004'] });
    expect(state()).toBe('confirmingDelete');
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    expect(actor.getSnapshot().context.pending.length).toBe(2);
    expect(actor.getSnapshot().hasTag('dialogOpen')).toBe(true);
    expect(deleted).toEqual([]);
    send({ type: 'dialog.confirm' });
    expect(deleted).toEqual([['usr_001', 'usr_003']]);
    expect(state()).toBe('none');
    expect(selected()).toEqual([]);
  });

  it('keeps the selection when the confirmation is cancelled', () => {
    const { send, state, selected, deleted, actor } = start();
    send({ type: 'selection.toggle', userId: 'usr_002' });
    send({ type: 'selection.delete', userIds: ['usr_002'] });
    send({ type: 'dialog.cancel' });
    expect(state()).toBe('some');
    expect(selected()).toEqual(['usr_002']);
    expect(actor.getSnapshot().context.pending.length).toBe(0);
    expect(deleted).toEqual([]);
  });

  it('does not ask when none of the selected rows is shown', () => {
    const { send, state } = start();
    send({ type: 'selection.toggle', userId: 'usr_002' });
    send({ type: 'selection.delete', userIds: ['usr_001'] });
    expect(state()).toBe('some');
  });
});

describe('user selection connects: the list’s boxes and buttons, the bulk delete’s question', () => {
  const ALL = ['usr_001', 'usr_002', 'usr_010'];

  it('never offers the signed-in admin’s row; the header box is none, some or all of the rows shown', () => {
    const { actor } = start();
    const { view, sent } = connected(actor, connectUserSelection, ALL, 'usr_010');
    expect(view()).toMatchObject({ selected: [], selectable: ['usr_001', 'usr_002'], shownSelected: 0, allState: 'none' });
    view().toggle('usr_001');
    expect(view()).toMatchObject({ shownSelected: 1, allState: 'some' });
    view().toggleAll();
    expect(view()).toMatchObject({ shownSelected: 2, allState: 'all' });
    view().clear();
    expect(view()).toMatchObject({ shownSelected: 0, allState: 'none' });
    expect(sent).toEqual([
      { type: 'selection.toggle', userId: 'usr_001' },
      { type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] },
      { type: 'selection.clear' },
    ]);
  });

  it('counts only the selected rows a filter still shows, and deletes the rows shown', () => {
    const { actor } = start();
    actor.send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    const filtered = connected(actor, connectUserSelection, ['usr_002'], 'usr_010');
    expect(filtered.view()).toMatchObject({ shownSelected: 1, allState: 'all' });
    expect(connected(actor, connectUserSelection, ['usr_010'], 'usr_010').view()).toMatchObject({
      selectable: [],
      shownSelected: 0,
      allState: 'none',
    });
    filtered.view().deleteShown();
    expect(filtered.sent).toEqual([{ type: 'selection.delete', userIds: ['usr_002'] }]);
  });

  it('the bulk delete’s question names how many users; confirming sends them, cancelling does not', () => {
    const { actor, deleted } = start();
    const { view, sent } = connected(actor, connectBulkDelete);
    actor.send({ type: 'selection.toggleAll', userIds: ['usr_001', 'usr_002'] });
    expect(view()).toMatchObject({ open: false, count: 0 });
    actor.send({ type: 'selection.delete', userIds: ['usr_001', 'usr_002'] });
    expect(view()).toMatchObject({ open: true, count: 2 });
    view().cancel();
    expect(view().open).toBe(false);
    actor.send({ type: 'selection.delete', userIds: ['usr_001', 'usr_002'] });
    view().confirm();
    expect(deleted).toEqual([['usr_001', 'usr_002']]);
    expect(sent).toEqual([{ type: 'dialog.cancel' }, { type: 'dialog.confirm' }]);
  });
});
