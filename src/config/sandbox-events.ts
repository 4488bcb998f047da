/**
 * The sandbox's inboxes (server/sandbox/inboxes.ts): where events go, since the sandbox never
 * calls an address outside itself. The /apis page states these figures; the service keeps them.
 * Pure data, Node-importable.
 */

/** The path under the sandbox that makes an inbox (POST); an inbox is `<origin>/sandbox/inboxes/<id>`. */
export const INBOXES_PATH = '/inboxes';
/** How long an inbox lives from when it was made (its credential expires then too): longer than a subscription can. */
export const INBOX_LIFETIME_SECONDS = 2 * 60 * 60;
/** The deliveries an inbox keeps, newest; an older one is dropped for a new one. */
export const INBOX_DELIVERIES = 25;
/** Inboxes one client (an IPv4 address or an IPv6 /64) keeps; a new one replaces its oldest. */
export const INBOXES_PER_CLIENT = 5;
/** The section of /apis that says how events work, which the API pages link to. */
export const SANDBOX_EVENTS_SECTION = 'sandbox-events';
