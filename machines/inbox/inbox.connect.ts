import type { SnapshotFrom } from 'xstate';
import type { inboxMachine } from './inbox.machine.ts';
import { selectInboxView } from './inbox.selectors.ts';
import type { InboxEvent } from './inbox.types.ts';

/** The inbox panel (selectInboxView: where it is, its URL, what arrived), making one and deleting it. */
export const connectInbox = (snapshot: SnapshotFrom<typeof inboxMachine>, send: (event: InboxEvent) => void) => ({
  ...selectInboxView(snapshot),
  create: () => send({ type: 'inbox.create' }),
  forget: () => send({ type: 'inbox.forget' }),
});
