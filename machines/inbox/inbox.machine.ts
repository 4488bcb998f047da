import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { MAX_INBOX_DELIVERIES } from './inbox-card.ts';
import type { InboxCard, InboxContext, InboxDelivery, InboxEvent } from './inbox.types.ts';

/**
 * The playground's events inbox (issue 42): an inbox of the sandbox whose URL is the sink of
 * the subscriptions and sessions the playground sends (with its credential as their
 * sinkCredential), and whose deliveries arrive live. This tab's inbox is read back when the page
 * loads again (a language switch that reloads it); the visitor makes one, follows it while it
 * lives (the stream reconnects by itself), and forgets it. When the sandbox says it is gone (two
 * hours are up, or it was deleted) it is dropped. The inbox tells the playground (its parent)
 * which sink to use. Storage, the sandbox's inbox requests and the live stream are provided by
 * src/adapters/inbox.live.ts.
 */
export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
  },
  actors: {
    /** This tab's stored inbox, checked (null: none). */
    readInbox: fromPromise<InboxCard | null>(async () => null),
    /** POST /sandbox/inboxes; rejects when the sandbox cannot be reached or refuses. */
    createInbox: fromPromise<InboxCard>(async () => {
      throw new Error('No sandbox to ask.');
    }),
    /** DELETE the inbox (whatever the answer, it is forgotten here). */
    deleteInbox: fromPromise<void, { url: string }>(async () => {}),
    /** Follows the inbox's live stream: sends back connected, interrupted, each delivery, and gone. */
    follow: fromCallback<InboxEvent, { url: string }>(() => () => {}),
  },
  guards: {
    found: (_, params: { card: InboxCard | null }) => params.card !== null,
    /** A delivery not yet listed (the stream repeats what came before after it reconnects). */
    isNew: ({ context, event }) =>
      event.type === 'inbox.delivery' && !context.deliveries.some((delivery) => delivery.seq === event.delivery.seq),
  },
  actions: {
    keepCard: assign((_, params: { card: InboxCard | null }) => ({ card: params.card, deliveries: [], failure: null })),
    dropCard: assign((_, params: { failure: InboxContext['failure'] }) => ({ card: null, deliveries: [], failure: params.failure })),
    failCreating: assign({ failure: 'unreachable' as const }),
    addDelivery: assign(({ context, event }) => {
      if (event.type !== 'inbox.delivery') return {};
      const deliveries: InboxDelivery[] = [...context.deliveries, event.delivery].sort((a, b) => a.seq - b.seq);
      return { deliveries: deliveries.slice(-MAX_INBOX_DELIVERIES) };
    }),
    /** Provided by src/adapters: keeps the card for this tab, or forgets it (null). */
    storeCard: (_, _params: { card: InboxCard | null }) => {},
    /** Provided by the playground (sendParent): the sink its requests use now, or none. */
    shareInbox: (_, _params: { card: InboxCard | null }) => {},
  },
}).createMachine({
  id: 'inbox',
  context: { card: null, deliveries: [], failure: null },
  initial: 'restoring',
  states: {
    restoring: {
      description: "Reading this tab's inbox, if it made one.",
      invoke: {
        id: 'readInbox',
        src: 'readInbox',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ card: event.output }) },
            target: 'open',
            actions: [
              { type: 'keepCard', params: ({ event }) => ({ card: event.output }) },
              { type: 'shareInbox', params: ({ event }) => ({ card: event.output }) },
            ],
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    idle: {
      description: 'No inbox: the requests go without a sink (a subscription needs one). The last one may have gone, or could not be made.',
      on: { 'inbox.create': { target: 'creating' } },
    },
    creating: {
      description: 'POST /sandbox/inboxes: a URL only this visitor knows, and the credential deliveries to it must carry.',
      tags: ['busy'],
      invoke: {
        id: 'createInbox',
        src: 'createInbox',
        onDone: {
          target: 'open',
          actions: [
            { type: 'keepCard', params: ({ event }) => ({ card: event.output }) },
            { type: 'storeCard', params: ({ event }) => ({ card: event.output }) },
            { type: 'shareInbox', params: ({ event }) => ({ card: event.output }) },
          ],
        },
        onError: { target: 'idle', actions: 'failCreating' },
      },
    },
    open: {
      description: "The inbox is the requests' sink; its deliveries arrive live and are listed, newest first.",
      invoke: { id: 'follow', src: 'follow', input: ({ context }) => ({ url: context.card?.url ?? '' }) },
      initial: 'connecting',
      on: {
        'inbox.delivery': { guard: 'isNew', actions: 'addDelivery' },
        'inbox.gone': {
          target: 'idle',
          actions: [
            { type: 'dropCard', params: { failure: 'gone' } },
            { type: 'storeCard', params: { card: null } },
            { type: 'shareInbox', params: { card: null } },
          ],
        },
        'inbox.forget': { target: 'forgetting' },
      },
      states: {
        connecting: {
          description: 'Opening the live stream (again, after it dropped): what arrived meanwhile comes first.',
          on: { 'inbox.connected': { target: 'live' } },
        },
        live: {
          description: 'The stream is open: each delivery shows the moment it arrives.',
          on: { 'inbox.interrupted': { target: 'connecting' } },
        },
      },
    },
    forgetting: {
      description: 'Deleting the inbox at the sandbox; it is forgotten here whatever the answer.',
      tags: ['busy'],
      invoke: {
        id: 'deleteInbox',
        src: 'deleteInbox',
        input: ({ context }) => ({ url: context.card?.url ?? '' }),
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
      exit: [
        { type: 'dropCard', params: { failure: null } },
        { type: 'storeCard', params: { card: null } },
        { type: 'shareInbox', params: { card: null } },
      ],
    },
  },
});
