import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import { selectIsAuthenticated } from './auth.selectors.ts';

/** The header's way in: whether someone is signed in. */
export const connectAuth = (snapshot: SnapshotFrom<typeof authMachine>) => ({ authenticated: selectIsAuthenticated(snapshot) });
