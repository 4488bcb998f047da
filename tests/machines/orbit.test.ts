import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orbitMachine, selectOrbitPaused } from '../../machines/orbit/orbit.machine.ts';
import { inspect } from './coverage.ts';

describe('orbit machine', () => {
  it('starts playing', () => {
    const actor = createActor(orbitMachine, { inspect }).start();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(selectOrbitPaused(actor.getSnapshot())).toBe(false);
  });

  it('pauses on toggle and plays again on the next toggle', () => {
    const actor = createActor(orbitMachine, { inspect }).start();
    actor.send({ type: 'orbit.toggle' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(selectOrbitPaused(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'orbit.toggle' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(selectOrbitPaused(actor.getSnapshot())).toBe(false);
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(orbitMachine, { events: [{ type: 'orbit.toggle' }] });
    expect(paths.map((path) => path.state.value).sort()).toEqual(['paused', 'playing']);
  });
});
