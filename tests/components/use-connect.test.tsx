import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { useConnect } from '../../src/ui/app/use-connect.ts';

// useConnect itself, over a small counter: what renders again, and which handlers stay the same.

type CounterEvent = { type: 'add'; by: number } | { type: 'note'; text: string };
const counter = setup({ types: { context: {} as { count: number; note: string }, events: {} as CounterEvent } }).createMachine({
  context: { count: 0, note: '' },
  on: {
    add: { actions: assign(({ context, event }) => ({ count: context.count + event.by })) },
    note: { actions: assign(({ event }) => ({ note: event.text })) },
  },
});

/** Shows the count only; `step` is a page arg its handler uses. */
const connectCount = (snapshot: SnapshotFrom<typeof counter>, send: (event: CounterEvent) => void, step: number) => ({
  count: snapshot.context.count,
  add: () => send({ type: 'add', by: step }),
});

function mount(step = 1) {
  const actor = createActor(counter).start();
  let renders = 0;
  const hook = renderHook(
    ({ by }) => {
      renders += 1;
      return useConnect(actor, connectCount, by);
    },
    { initialProps: { by: step } },
  );
  return { actor, hook, renders: () => renders };
}

describe('useConnect', () => {
  it('renders again when a shown field changes, not for a snapshot that changes nothing shown', () => {
    const { actor, hook, renders } = mount();
    expect(hook.result.current.count).toBe(0);
    const before = renders();
    act(() => actor.send({ type: 'note', text: 'not shown' }));
    expect(renders()).toBe(before);
    act(() => hook.result.current.add());
    expect(hook.result.current.count).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it('keeps the same view and handlers across renders while nothing shown and no arg changes', () => {
    const { hook } = mount();
    const first = hook.result.current;
    hook.rerender({ by: 1 });
    expect(hook.result.current).toBe(first);
    expect(hook.result.current.add).toBe(first.add);
  });

  it('a new page arg is a new view whose handler uses it', () => {
    const { actor, hook } = mount();
    const first = hook.result.current;
    hook.rerender({ by: 5 });
    expect(hook.result.current.add).not.toBe(first.add);
    act(() => hook.result.current.add());
    expect(actor.getSnapshot().context.count).toBe(5);
  });
});
