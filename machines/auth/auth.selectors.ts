import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectIsAuthenticated = (snapshot: AuthSnapshot) => snapshot.matches('authenticated');
/** True once the machine knows whether there is a session (not while reading storage). */
export const selectIsSettled = (snapshot: AuthSnapshot) => snapshot.hasTag('settled');
