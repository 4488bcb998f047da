import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { notImplementedToast, TOAST_DURATION_MS, toastMachine, type ToastInput } from '../../machines/toast/index.ts';
import { text } from '../../machines/shared/text.ts';
import { inspect } from './coverage.ts';

const saved: ToastInput = { title: { key: 'common:a' }, variant: 'default' };
const failed: ToastInput = { title: { key: 'common:b' }, description: { key: 'common:c' }, variant: 'destructive' };
const warned: ToastInput = { title: { key: 'common:d' }, variant: 'warning' };

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastMachine, { clock, inspect }).start();
  return { actor, clock };
}

describe('toast machine', () => {
  it('starts with nothing on screen', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('shows a toast and closes it after 5000 ms', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', toast: saved });
    expect(actor.getSnapshot().matches({ visible: 'running' })).toBe(true);
    expect(actor.getSnapshot().context.current).toMatchObject({ title: { key: 'common:a' }, variant: 'default', id: 1 });

    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.current).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('defaults the variant to "default"', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', toast: { title: { key: 'common:x' } } });
    expect(actor.getSnapshot().context.current?.variant).toBe('default');
  });

  it('replaces the visible toast with the newest, which gets its own full 5 s', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', toast: saved });
    clock.increment(4000);
    actor.send({ type: 'toast.show', toast: failed });
    expect(actor.getSnapshot().context.current).toMatchObject({ variant: 'destructive', description: { key: 'common:c' }, id: 2 });
    // The old toast's timer is gone: 1 s later the new one is still showing.
    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.current?.variant).toBe('destructive');
    actor.send({ type: 'toast.show', toast: warned });
    expect(actor.getSnapshot().context.current?.variant).toBe('warning');
    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.current?.variant).toBe('warning');
    clock.increment(1);
    // Nothing waits behind it.
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('closes the current toast on dismiss, with nothing queued behind it', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', toast: saved });
    actor.send({ type: 'toast.show', toast: warned });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('a new toast while paused replaces it and runs its own timer', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', toast: saved });
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.show', toast: warned });
    expect(actor.getSnapshot().matches({ visible: 'running' })).toBe(true);
    clock.increment(TOAST_DURATION_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('pauses its timer while the reader holds it, and gives a full duration on resume', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.show', toast: saved });
    clock.increment(4000);
    actor.send({ type: 'toast.pause' });
    expect(actor.getSnapshot().matches({ visible: 'paused' })).toBe(true);
    clock.increment(60_000);
    expect(actor.getSnapshot().context.current).not.toBeNull();
    actor.send({ type: 'toast.resume' });
    clock.increment(TOAST_DURATION_MS - 1);
    expect(actor.getSnapshot().context.current).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('can be dismissed while paused', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', toast: saved });
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores pause, resume and dismiss when nothing is shown', () => {
    const { actor } = start();
    for (const type of ['toast.pause', 'toast.resume', 'toast.dismiss'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('builds the "not implemented" toast from a translated item', () => {
    expect(notImplementedToast(text('common:footer.learnMoreItem'))).toEqual({
      title: { key: 'common:toast.notImplemented.title' },
      description: { key: 'common:toast.notImplemented.description', values: { item: { key: 'common:footer.learnMoreItem' } } },
      variant: 'default',
    });
  });
});
