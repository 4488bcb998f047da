import type { SnapshotFrom } from 'xstate';
import type { playgroundMachine } from './playground.machine.ts';

type PlaygroundSnapshot = SnapshotFrom<typeof playgroundMachine>;

/** What the answer area shows. */
export type PlaygroundPanel = 'sample' | 'invalid' | 'sending' | 'answered' | 'unreachable' | 'timedOut' | 'cancelled';

/** The chosen operation's fields as typed. */
export const selectFieldValues = (snapshot: PlaygroundSnapshot) => snapshot.context.values[snapshot.context.operation];
export const selectChainId = (snapshot: PlaygroundSnapshot) => snapshot.context.chainId;
export const selectCanSend = (snapshot: PlaygroundSnapshot) => snapshot.can({ type: 'playground.send' });

export function selectPanel(snapshot: PlaygroundSnapshot): PlaygroundPanel {
  if (snapshot.hasTag('busy')) return 'sending';
  if (snapshot.matches({ ready: { request: 'invalid' } })) return 'invalid';
  if (snapshot.matches({ ready: { request: 'answered' } })) return 'answered';
  if (snapshot.matches({ ready: { request: { failed: 'timedOut' } } })) return 'timedOut';
  if (snapshot.matches({ ready: { request: 'failed' } })) return 'unreachable';
  if (snapshot.matches({ ready: { request: 'cancelled' } })) return 'cancelled';
  return 'sample';
}

export function selectChainStep(snapshot: PlaygroundSnapshot): 'start' | 'open' | 'closed' {
  if (snapshot.matches({ ready: { chain: 'open' } })) return 'open';
  if (snapshot.matches({ ready: { chain: 'closed' } })) return 'closed';
  return 'start';
}
