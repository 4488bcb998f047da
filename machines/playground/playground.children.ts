import { sendParent } from 'xstate';
import { authorizeMachine } from '../authorize/authorize.machine.ts';
import type { SharedToken } from '../authorize/authorize.types.ts';
import { inboxMachine } from '../inbox/inbox.machine.ts';
import type { InboxCard } from '../inbox/inbox.types.ts';

/** The Authorize step as the playground's child: it tells the playground of each token it gets or drops. */
export const playgroundAuthorizeMachine = authorizeMachine.provide({
  actions: {
    shareToken: sendParent((_, params: { token: SharedToken | null }) => ({ type: 'playground.token' as const, token: params.token })),
  },
});

/** The events inbox as the playground's child: it tells the playground which sink to use, or none. */
export const playgroundInboxMachine = inboxMachine.provide({
  actions: {
    shareInbox: sendParent((_, params: { card: InboxCard | null }) => ({
      type: 'playground.inbox' as const,
      inbox: params.card ? { url: params.card.url, sinkCredential: params.card.sinkCredential } : null,
    })),
  },
});
