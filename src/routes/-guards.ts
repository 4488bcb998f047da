import { waitFor } from 'xstate';
import type { AppActors } from '../../machines/app/index.ts';
import { selectIsAuthenticated, selectIsSettled } from '../../machines/auth/index.ts';

/**
 * Whether the visitor is signed in, asked afresh for a route's beforeLoad: the stored session
 * is read again (a tampered token signs out here) and the answer awaited. It runs before any
 * of the page's own code is fetched.
 */
export async function isSignedIn(auth: AppActors['auth']): Promise<boolean> {
  auth.send({ type: 'auth.verify' });
  return selectIsAuthenticated(await waitFor(auth, selectIsSettled));
}
