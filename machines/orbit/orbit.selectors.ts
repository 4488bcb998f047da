import type { SnapshotFrom } from 'xstate';
import type { orbitMachine } from './orbit.machine.ts';

type OrbitSnapshot = SnapshotFrom<typeof orbitMachine>;

export const selectOrbitPaused = (snapshot: OrbitSnapshot) => snapshot.hasTag('paused');
