import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { connectOrbit, orbitMachine } from '../../machines/orbit/orbit.machine.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

describe('orbit machine', () => {
  it('starts playing', () => {
    const actor = createActor(orbitMachine, { inspect }).start();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(connected(actor, connectOrbit).view().paused).toBe(false);
  });

  it('pauses on toggle and plays again on the next toggle (connectOrbit: the pause control)', () => {
    const actor = createActor(orbitMachine, { inspect }).start();
    const { view, sent } = connected(actor, connectOrbit);
    view().toggle();
    expect(actor.getSnapshot().value).toBe('paused');
    expect(view().paused).toBe(true);
    view().toggle();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(view().paused).toBe(false);
    expect(sent).toEqual([{ type: 'orbit.toggle' }, { type: 'orbit.toggle' }]);
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(orbitMachine, { events: [{ type: 'orbit.toggle' }] });
    expect(paths.map((path) => path.state.value).sort()).toEqual(['paused', 'playing']);
  });
});
