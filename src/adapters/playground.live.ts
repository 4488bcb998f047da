import { fromPromise } from 'xstate';
import type { BackchannelStarted, IssuedToken, PollResult } from '../../machines/authorize/index.ts';
import {
  draftOf,
  playgroundAuthorizeMachine,
  playgroundMachine,
  type PlaygroundAnswer,
  type PlaygroundRequest,
} from '../../machines/playground/index.ts';
import { createPlaygroundApi } from './playground-api.ts';
import { afterNextPaint } from './next-paint.ts';
import { islandActed, settleIsland } from '../start-up/island.ts';
import { liveInboxMachine } from './inbox.live.ts';
import { focusPlaygroundField, keepPlaygroundFocus, PLAYGROUND_ISLAND } from './playground.dom.ts';
import { readPlaygroundDraft, savePlaygroundDraft } from './playground-draft.ts';

// fetch is looked up per call, so a test can stub it after this module loads.
const send = createPlaygroundApi({ fetch: (input, init) => globalThis.fetch(input, init), now: () => performance.now() });

// The operator's client (jose, to sign the client's assertion) loads when a flow first runs.
const operator = async () =>
  (await import('./operator-client.ts')).createOperatorClient({
    fetch: (input, init) => globalThis.fetch(input, init),
    origin: location.origin,
  });

/** The Authorize step's requests to the sandbox's operator. */
const liveAuthorizeMachine = playgroundAuthorizeMachine.provide({
  actors: {
    requestBackchannel: fromPromise<BackchannelStarted, { loginHint: string; scope: string }>(async ({ input, signal }) =>
      (await operator()).requestBackchannel(input, signal),
    ),
    pollToken: fromPromise<PollResult, { authReqId: string }>(async ({ input, signal }) => (await operator()).pollToken(input, signal)),
    requestToken: fromPromise<IssuedToken, { scope: string }>(async ({ input, signal }) => (await operator()).requestToken(input, signal)),
  },
});

/** The playground machine with the browser's effects: sessionStorage, fetch to the sandbox, focus. */
export const livePlaygroundMachine = playgroundMachine.provide({
  guards: { sendAtOnce: () => islandActed(PLAYGROUND_ISLAND) },
  actors: {
    authorize: liveAuthorizeMachine,
    inbox: liveInboxMachine,
    readDraft: fromPromise<string | null, { api: string }>(async ({ input }) => readPlaygroundDraft(input.api)),
    // Starting a fetch is main-thread work (5-6 ms on a phone, 4x CPU profile of Send) that the
    // tap's next frame would wait for; "Sending…" paints first. The time shown starts after it.
    sendRequest: fromPromise<PlaygroundAnswer, PlaygroundRequest>(async ({ input, signal }) => {
      await afterNextPaint();
      return send(input, signal);
    }),
  },
  actions: {
    forgetSendAtOnce: () => settleIsland(PLAYGROUND_ISLAND),
    saveDraft: ({ context }) => savePlaygroundDraft(context.api, draftOf(context)),
    focusField: (_, { field }) => focusPlaygroundField(field),
    keepFocus: () => keepPlaygroundFocus(),
  },
});
