export { inboxMachine } from './inbox.machine.ts';
export * from './inbox.selectors.ts';
export { INBOX_STORAGE_KEY, MAX_INBOX_DELIVERIES, parseDelivery, parseInboxCard } from './inbox-card.ts';
export type * from './inbox.types.ts';
