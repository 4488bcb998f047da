import { fromPromise } from 'xstate';
import { draftOf, playgroundMachine, type PlaygroundAnswer, type PlaygroundRequest } from '../../machines/playground/index.ts';
import { createPlaygroundApi } from './playground-api.ts';
import { afterNextPaint } from './next-paint.ts';
import { islandActed, settleIsland } from './island.ts';
import { focusPlaygroundField, keepPlaygroundFocus, PLAYGROUND_ISLAND } from './playground.dom.ts';
import { readPlaygroundDraft, savePlaygroundDraft } from './playground-draft.ts';

// fetch is looked up per call, so a test can stub it after this module loads.
const send = createPlaygroundApi({ fetch: (input, init) => globalThis.fetch(input, init), now: () => performance.now() });

/** The playground machine with the browser's effects: sessionStorage, fetch to the sandbox, focus. */
export const livePlaygroundMachine = playgroundMachine.provide({
  guards: { sendAtOnce: () => islandActed(PLAYGROUND_ISLAND) },
  actors: {
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
