import { fromCallback, fromPromise } from 'xstate';
import { INBOX_STORAGE_KEY, parseInboxCard, type InboxCard, type InboxEvent } from '../../machines/inbox/index.ts';
import { playgroundInboxMachine } from '../../machines/playground/index.ts';
import { SANDBOX_BASE_PATH } from '../config/api-catalogue.ts';
import { followInbox } from './inbox-stream.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/**
 * The playground's events inbox with the browser's effects: this tab's inbox in sessionStorage
 * (a tampered one is ignored), the sandbox's inbox requests on this site, and the live stream.
 */
export const liveInboxMachine = playgroundInboxMachine.provide({
  actors: {
    readInbox: fromPromise<InboxCard | null>(async () => parseInboxCard(readItem(INBOX_STORAGE_KEY, 'session'), location.origin)),
    createInbox: fromPromise<InboxCard>(async ({ signal }) => {
      const response = await fetch(`${SANDBOX_BASE_PATH}/inboxes`, { method: 'POST', credentials: 'omit', cache: 'no-store', signal });
      const card = response.status === 201 ? parseInboxCard(await response.json(), location.origin) : null;
      if (!card) throw new Error(`The sandbox answered ${response.status} for a new inbox.`);
      return card;
    }),
    deleteInbox: fromPromise<void, { url: string }>(async ({ input }) => {
      await fetch(input.url, { method: 'DELETE', credentials: 'omit', cache: 'no-store' }).catch(() => undefined);
    }),
    follow: fromCallback<InboxEvent, { url: string }>(({ input, sendBack }) => followInbox(input.url, sendBack)),
  },
  actions: {
    storeCard: (_, { card }) => {
      if (card) writeItem(INBOX_STORAGE_KEY, JSON.stringify(card), 'session');
      else removeItem(INBOX_STORAGE_KEY, 'session');
    },
  },
});
