// A machine with no effects and a few states fits one file: machine, types and its connect
// (docs/conventions.md, "Machines").
import { setup, type SnapshotFrom } from 'xstate';

export type OrbitEvent = { type: 'orbit.toggle' };

/**
 * The hero's orbiting icons. They move until the visitor pauses them (WCAG 2.2.2: motion that
 * lasts more than five seconds can be stopped). Reduced-motion preferences are honoured in CSS,
 * where no animation starts at all; this machine only holds the visitor's own choice.
 */
export const orbitMachine = setup({
  types: {
    events: {} as OrbitEvent,
  },
}).createMachine({
  id: 'orbit',
  initial: 'playing',
  states: {
    playing: {
      description: 'The icons circle the logo.',
      on: { 'orbit.toggle': { target: 'paused' } },
    },
    paused: {
      description: 'The visitor paused the motion; the icons hold their places.',
      tags: ['paused'],
      on: { 'orbit.toggle': { target: 'playing' } },
    },
  },
});

/** The pause control: whether the visitor paused the motion, and the toggle. */
export const connectOrbit = (snapshot: SnapshotFrom<typeof orbitMachine>, send: (event: OrbitEvent) => void) => ({
  paused: snapshot.hasTag('paused'),
  toggle: () => send({ type: 'orbit.toggle' }),
});
