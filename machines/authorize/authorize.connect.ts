import type { SnapshotFrom } from 'xstate';
import { tokenScope, type authorizeMachine } from './authorize.machine.ts';
import { selectCalled, selectChoice, selectFailure, selectPhase, selectPolls, selectSteps, selectToken } from './authorize.selectors.ts';
import type { AuthorizeEvent, AuthorizeFlow } from './authorize.types.ts';

type AuthorizeSnapshot = SnapshotFrom<typeof authorizeMachine>;
type Send = (event: AuthorizeEvent) => void;

/**
 * The flow's chooser: which flow, line (CIBA) and purpose, whether they may change (not while
 * the flow runs or its token lives), and what starts, stops or forgets it.
 */
export function connectAuthorizeChoices(snapshot: AuthorizeSnapshot, send: Send) {
  const phase = selectPhase(snapshot);
  return {
    ...selectChoice(snapshot),
    phase,
    busy: phase === 'running' || phase === 'authorized',
    chooseFlow: (flow: AuthorizeFlow) => send({ type: 'authorize.flow', flow }),
    chooseLine: (loginHint: string) => send({ type: 'authorize.loginHint', loginHint }),
    choosePurpose: (purpose: string) => send({ type: 'authorize.purpose', purpose }),
    start: () => send({ type: 'authorize.start' }),
    cancel: () => send({ type: 'authorize.cancel' }),
    forget: () => send({ type: 'authorize.forget' }),
  };
}

/** The sequence diagram: its rows lit as the flow moves, and the seconds between polls (the operator's, or `pollInterval`). */
export const connectAuthorizeDiagram = (snapshot: AuthorizeSnapshot, _send: Send, pollInterval: number) => ({
  steps: selectSteps(snapshot),
  flow: snapshot.context.flow,
  seconds: snapshot.context.interval || pollInterval,
});

/** What became of the flow: polls so far and the operator's last answer, the token's use, or why it stopped. */
export function connectAuthorizeOutcome(snapshot: AuthorizeSnapshot) {
  const polls = selectPolls(snapshot);
  const last = polls.at(-1);
  return {
    phase: selectPhase(snapshot),
    polls: polls.length,
    lastPoll: last === undefined ? null : last === 'slowDown' ? ('slow_down' as const) : ('authorization_pending' as const),
    failure: selectFailure(snapshot),
    called: selectCalled(snapshot),
    flow: snapshot.context.flow,
  };
}

/** The decoded token, while there is one. */
export const connectAuthorizeToken = (snapshot: AuthorizeSnapshot) => ({ token: selectToken(snapshot) });

/** What the samples ask the operator for: the flow, the line, and the scope the token is asked with. */
export const connectAuthorizeSamples = (snapshot: AuthorizeSnapshot) => ({
  flow: snapshot.context.flow,
  loginHint: snapshot.context.loginHint,
  scope: tokenScope(snapshot.context.flow, snapshot.context.purpose, snapshot.context.scopes),
});
