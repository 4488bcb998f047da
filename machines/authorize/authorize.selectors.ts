import type { SnapshotFrom } from 'xstate';
import type { authorizeMachine } from './authorize.machine.ts';
import type { AuthorizeFlow, AuthorizeParty, AuthorizeStep, StepStatus } from './authorize.types.ts';

type AuthorizeSnapshot = SnapshotFrom<typeof authorizeMachine>;

/** Each flow's steps as the sequence diagram draws them: who sends to whom, in order. */
export const FLOW_STEPS: Readonly<Record<AuthorizeFlow, readonly { step: AuthorizeStep; from: AuthorizeParty; to: AuthorizeParty }[]>> = {
  ciba: [
    { step: 'request', from: 'client', to: 'operator' },
    { step: 'consent', from: 'operator', to: 'device' },
    { step: 'poll', from: 'client', to: 'operator' },
    { step: 'token', from: 'operator', to: 'client' },
    { step: 'call', from: 'client', to: 'api' },
  ],
  clientCredentials: [
    { step: 'request', from: 'client', to: 'operator' },
    { step: 'token', from: 'operator', to: 'client' },
    { step: 'call', from: 'client', to: 'api' },
  ],
};

export const PARTIES: readonly AuthorizeParty[] = ['client', 'operator', 'device', 'api'];

/** Where the flow is: which steps are done, under way, waiting, or where it stopped. */
function statusOf(snapshot: AuthorizeSnapshot, step: AuthorizeStep, index: number, steps: readonly { step: AuthorizeStep }[]): StepStatus {
  const { context } = snapshot;
  const at = (name: AuthorizeStep) => steps.findIndex((candidate) => candidate.step === name);
  const upTo = (name: AuthorizeStep, status: StepStatus): StepStatus =>
    index < at(name) ? 'done' : index === at(name) ? status : 'waiting';
  if (snapshot.matches({ ciba: 'requesting' }) || snapshot.matches('clientCredentials')) return upTo('request', 'current');
  if (snapshot.matches({ ciba: 'waiting' })) return step === 'poll' && context.polls.length > 0 ? 'done' : upTo('consent', 'current');
  if (snapshot.matches({ ciba: 'polling' })) return step === 'poll' ? 'current' : upTo('consent', 'current');
  if (snapshot.matches('authorized')) return step === 'call' ? (context.called === null ? 'current' : 'done') : 'done';
  if (snapshot.matches('expired')) return step === 'call' ? 'done' : upTo('token', 'failed');
  if (snapshot.matches('failed') && context.failure) return upTo(context.failure.step, 'failed');
  return 'waiting';
}

/** The diagram's rows for the flow chosen (or running), each with its status. */
export function selectSteps(snapshot: AuthorizeSnapshot) {
  const steps = FLOW_STEPS[snapshot.context.flow];
  return steps.map((row, index) => ({ ...row, status: statusOf(snapshot, row.step, index, steps) }));
}

export type AuthorizePhase = 'idle' | 'running' | 'authorized' | 'expired' | 'failed';
export function selectPhase(snapshot: AuthorizeSnapshot): AuthorizePhase {
  if (snapshot.hasTag('running')) return 'running';
  if (snapshot.hasTag('authorized')) return 'authorized';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

export const selectChoice = (snapshot: AuthorizeSnapshot) => ({
  flow: snapshot.context.flow,
  flows: snapshot.context.flows,
  loginHint: snapshot.context.loginHint,
  numbers: snapshot.context.numbers,
  purpose: snapshot.context.purpose,
});
export const selectToken = (snapshot: AuthorizeSnapshot) => snapshot.context.token;
export const selectPolls = (snapshot: AuthorizeSnapshot) => snapshot.context.polls;
export const selectFailure = (snapshot: AuthorizeSnapshot) => snapshot.context.failure;
export const selectCalled = (snapshot: AuthorizeSnapshot) => snapshot.context.called;
